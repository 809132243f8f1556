// PgVectorStore on PGlite (pgvector in process): add 10,000 documents, then top-10 search latency,
// without an index (exact scan) and with HNSW; process memory after loading. Wall and CPU time
// (process.cpuUsage; PGlite runs in this thread, so CPU time is the work done, without the
// neighbours on a shared machine). Run (after `npm run build`; about 2 minutes on a quiet machine):
//   node bench/pgvector-store.bench.mjs     (DOCS, DIMS and INDEX=NONE|HNSW to narrow it)
import { PGlite } from '@electric-sql/pglite';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { vector } from '@electric-sql/pglite/vector';
import { Document, Embedding, EmbeddingModel, EmbeddingResponse, JdbcTemplate, PgIdType, PgIndexType, PgVectorStore, SearchRequest } from '../dist/esm/index.js';
import { PGliteDataSource } from '../dist/esm/java/jdbc/pglite/index.js';

const DOCS = Number(process.env.DOCS ?? 10_000);
const DIMS = Number(process.env.DIMS ?? 384);
const QUERIES = 20;
let seed = 7;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296) * 2 - 1;

class RandomModel extends EmbeddingModel {
  async call(request) {
    return new EmbeddingResponse(request.getInstructions().map((_, i) => new Embedding(Array.from({ length: DIMS }, rand), i)));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const indexes = process.env.INDEX ? [PgIndexType[process.env.INDEX]] : [PgIndexType.NONE, PgIndexType.HNSW];
for (const index of indexes) {
  const dataSource = new PGliteDataSource(await PGlite.create({ extensions: { vector, hstore } }));
  const store = PgVectorStore.builder(new JdbcTemplate(dataSource), new RandomModel())
    .idType(PgIdType.TEXT)
    .dimensions(DIMS)
    .indexType(index)
    .initializeSchema(true)
    .batchingStrategy({ batch: (documents) => [documents] })
    .build();
  await store.afterPropertiesSet();
  const docs = Array.from({ length: DOCS }, (_, i) => new Document(`doc-${i}`, `document ${i}`, { n: i % 10 }));
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let start = 0; start < DOCS; start += 1000) await store.add(docs.slice(start, start + 1000));
  const addMs = performance.now() - t0;
  const addCpuMs = cpuMs(c0);
  const times = [];
  const cpuTimes = [];
  const filtered = [];
  for (let i = 0; i < QUERIES; i++) {
    let t = performance.now();
    const c = process.cpuUsage();
    await store.similaritySearch(SearchRequest.builder().query(`q${i}`).topK(10).build());
    times.push(performance.now() - t);
    cpuTimes.push(cpuMs(c));
    t = performance.now();
    await store.similaritySearch(SearchRequest.builder().query(`q${i}`).topK(10).filterExpression('n == 3').build());
    filtered.push(performance.now() - t);
  }
  const rss = process.memoryUsage().rss / 2 ** 20;
  console.log(
    `PgVectorStore on PGlite, ${DOCS} x ${DIMS}, index ${index.name()}: add ${(addMs / 1000).toFixed(1)} s ` +
      `(CPU ${(addCpuMs / 1000).toFixed(1)} s, ${(DOCS / (addMs / 1000)).toFixed(0)} docs/s); top-10 median ${median(times).toFixed(1)} ms ` +
      `(CPU median ${median(cpuTimes).toFixed(1)} ms, min ${Math.min(...cpuTimes).toFixed(1)} ms), ` +
      `with filter median ${median(filtered).toFixed(1)} ms; rss ${rss.toFixed(0)} MiB`,
  );
  await dataSource.close();
}
