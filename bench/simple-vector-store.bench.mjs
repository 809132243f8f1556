// SimpleVectorStore.similaritySearch, top-10 over 100,000 documents x 1,536 dimensions, next to a
// naive loop over number[] vectors (norms computed per query, full sort). Queries alternate between
// the two in one process; CPU time (process.cpuUsage) and wall time, min and median, are reported,
// because on a shared machine the wall time mostly measures the neighbours.
// Run (needs `npm run build` first; about 2 minutes):
//   node --max-old-space-size=6144 bench/simple-vector-store.bench.mjs
// Options: DOCS, DIMS, QUERIES (store queries, default 40; the naive loop runs on every 4th),
// CORPUS=clustered (documents around 50 topics, queries near one: high, close scores, the hard case
// for the int8 pre-scan) and EXACT=1 (also time the store's exact scan without the int8 index).
import { Document, Embedding, EmbeddingModel, EmbeddingResponse, SearchRequest, SimpleVectorStore } from '../dist/esm/index.js';

const DOCS = Number(process.env.DOCS ?? 100_000);
const DIMS = Number(process.env.DIMS ?? 1536);
const QUERIES = Number(process.env.QUERIES ?? 40);
const CLUSTERED = process.env.CORPUS === 'clustered';

let seed = 42;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;
const topics = Array.from({ length: 50 }, () => Array.from({ length: DIMS }, rand));
const vector = (i) => {
  if (!CLUSTERED) return Array.from({ length: DIMS }, rand);
  const topic = topics[i % topics.length];
  return topic.map((x) => 0.8 * x + 0.2 * rand());
};

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
const store = SimpleVectorStore.builder(new TableModel(table)).build();
const naive = [];
const t0 = performance.now();
for (let start = 0; start < DOCS; start += 1000) {
  const docs = [];
  for (let i = start; i < Math.min(DOCS, start + 1000); i++) {
    const v = vector(i);
    table.set(`doc ${i}`, v);
    naive.push(v);
    docs.push(new Document(`doc-${i}`, `doc ${i}`, { n: i }));
  }
  await store.add(docs);
  for (const d of docs) table.delete(d.getText());
}
const loadMs = performance.now() - t0;
const mem = process.memoryUsage();
const queries = Array.from({ length: QUERIES }, (_, i) => {
  const v = vector(i * 7);
  table.set(`query ${i}`, v);
  return v;
});

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
  return scores.sort((a, b) => b.score - a.score).slice(0, 10).map((s) => [`doc-${s.i}`, s.score]);
};

let exactSlab;
if (process.env.EXACT === '1') {
  const { VectorSlab } = await import('../dist/esm/vectorstore/internal/VectorSlab.js');
  exactSlab = new VectorSlab(DIMS, { exact: true });
  for (const v of naive) exactSlab.push(v, Math.hypot(...v));
}

/** Runs fn, returns [result, wall ms, CPU ms]. */
const timed = async (fn) => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const result = await fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return [result, wall, (used.user + used.system) / 1000];
};

const times = { store: [[], []], naive: [[], []], exact: [[], []] };
let agree = 0;
let compared = 0;
let worst = 0;
for (let i = 0; i < QUERIES; i++) {
  const [docs, wall, cpu] = await timed(() => store.similaritySearch(SearchRequest.builder().query(`query ${i}`).topK(10).build()));
  times.store[0].push(wall);
  times.store[1].push(cpu);
  if (exactSlab !== undefined) {
    const q = queries[i];
    const [, w, c] = await timed(() => exactSlab.topK(q, Math.hypot(...q), 10, -1));
    times.exact[0].push(w);
    times.exact[1].push(c);
  }
  if (i % 4 === 0) {
    const [expected, w, c] = await timed(() => naiveSearch(queries[i]));
    times.naive[0].push(w);
    times.naive[1].push(c);
    compared++;
    if (JSON.stringify(docs.map((d) => d.getId())) === JSON.stringify(expected.map(([id]) => id))) agree++;
    docs.forEach((d, k) => (worst = Math.max(worst, Math.abs(d.getScore() - expected[k][1]) / Math.abs(expected[k][1]))));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (label, [wall, cpu]) =>
  `  ${label.padEnd(28)} CPU median ${median(cpu).toFixed(1)} ms, min ${Math.min(...cpu).toFixed(1)} ms; ` +
  `wall median ${median(wall).toFixed(1)} ms, min ${Math.min(...wall).toFixed(1)} ms (${cpu.length} queries)`;
console.log(`SimpleVectorStore ${DOCS} x ${DIMS} (${CLUSTERED ? 'clustered' : 'random'} vectors): load ${(loadMs / 1000).toFixed(1)} s`);
console.log(line('similaritySearch top-10:', times.store));
if (exactSlab !== undefined) console.log(line('exact scan (no int8 index):', times.exact));
console.log(line('naive number[] loop:', times.naive));
console.log(`  same top-10 ids as the naive loop: ${agree}/${compared} queries; largest relative score difference ${worst.toExponential(1)}`);
console.log(
  `  after loading: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB, ` +
    `array buffers ${(mem.arrayBuffers / 2 ** 20).toFixed(0)} MiB (the naive number[] copy included)`,
);
