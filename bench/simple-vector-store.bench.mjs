// SimpleVectorStore.similaritySearch, top-10 over 100,000 documents x 1,536 dimensions, next to a
// naive loop over number[] vectors (norms computed per query, full sort). Run with a large heap:
// node --max-old-space-size=6144 bench/simple-vector-store.bench.mjs
import { Document, Embedding, EmbeddingModel, EmbeddingResponse, SearchRequest, SimpleVectorStore } from '../dist/esm/index.js';

const DOCS = Number(process.env.DOCS ?? 100_000);
const DIMS = Number(process.env.DIMS ?? 1536);
const QUERIES = 20;

let seed = 42;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
const vector = () => Array.from({ length: DIMS }, rand);

/** Returns a stored vector per text, so the benchmark measures the store, not a model. */
class TableModel extends EmbeddingModel {
  constructor(table) {
    super();
    this.table = table;
  }
  async call(request) {
    return new EmbeddingResponse(request.getInstructions().map((text, i) => new Embedding(this.table.get(text), i)));
  }
}

const table = new Map();
const model = new TableModel(table);
const store = SimpleVectorStore.builder(model).build();
const naive = [];
const t0 = performance.now();
for (let start = 0; start < DOCS; start += 1000) {
  const docs = [];
  for (let i = start; i < Math.min(DOCS, start + 1000); i++) {
    const v = vector();
    table.set(`doc ${i}`, v);
    naive.push(v);
    docs.push(new Document(`doc-${i}`, `doc ${i}`, { n: i }));
  }
  await store.add(docs);
  for (const d of docs) table.delete(d.getText());
}
const loadMs = performance.now() - t0;
const queries = Array.from({ length: QUERIES }, (_, i) => {
  const v = vector();
  table.set(`query ${i}`, v);
  return v;
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const storeTimes = [];
let first;
for (let i = 0; i < QUERIES; i++) {
  const t = performance.now();
  const result = await store.similaritySearch(SearchRequest.builder().query(`query ${i}`).topK(10).build());
  storeTimes.push(performance.now() - t);
  if (i === 0) first = result.map((d) => d.getId());
}

const naiveSearch = (q) => {
  const scores = naive.map((v, i) => {
    let dot = 0;
    let nq = 0;
    let nv = 0;
    for (let k = 0; k < v.length; k++) {
      dot += q[k] * v[k];
      nq += q[k] * q[k];
      nv += v[k] * v[k];
    }
    return { i, score: dot / (Math.sqrt(nq) * Math.sqrt(nv)) };
  });
  return scores.sort((a, b) => b.score - a.score).slice(0, 10).map((s) => `doc-${s.i}`);
};
const naiveTimes = [];
let naiveFirst;
for (let i = 0; i < Math.min(QUERIES, 5); i++) {
  const t = performance.now();
  const ids = naiveSearch(queries[i]);
  naiveTimes.push(performance.now() - t);
  if (i === 0) naiveFirst = ids;
}
const mem = process.memoryUsage();
console.log(`SimpleVectorStore ${DOCS} x ${DIMS}: load ${(loadMs / 1000).toFixed(1)} s`);
console.log(`  similaritySearch top-10: median ${median(storeTimes).toFixed(1)} ms, min ${Math.min(...storeTimes).toFixed(1)} ms (${QUERIES} queries)`);
console.log(`  naive number[] loop:     median ${median(naiveTimes).toFixed(1)} ms, min ${Math.min(...naiveTimes).toFixed(1)} ms (${naiveTimes.length} queries)`);
console.log(`  same top-10 as the naive loop: ${JSON.stringify(first) === JSON.stringify(naiveFirst)}`);
console.log(`  rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB, array buffers ${(mem.arrayBuffers / 2 ** 20).toFixed(0)} MiB`);
