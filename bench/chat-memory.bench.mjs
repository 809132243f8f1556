// Chat memory benchmark: the memory work of one chat turn through MessageChatMemoryAdvisor with a
// 20-message window (before: read the conversation and store the user message; after: store the
// answer), on the in-memory repository, on the embedded PostgreSQL (PGlite) and on a PostgreSQL
// server on loopback (started here by scripts/postgres.cjs, with durable commits, then without);
// then the multi-process run of the tests at full size (1,000 conversations × 10 turns, every 5th
// conversation driven by two processes at once) with 1, 2 and 4 processes, in turns per second.
// Goal: p50 ≤ 2 ms per turn on PostgreSQL; throughput that grows with the processes.
// BENCH_MP_FSYNC=off runs the multi-process part without durable commits; BENCH_SKIP_TURNS=1 skips
// the per-turn part; BENCH_MP_CONVERSATIONS and BENCH_MP_PROCESSES change the run's size.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const root = await import(`${DIST}/index.js`);
const { PgDataSource } = await import(`${DIST}/jdbc/pg/index.js`);
const { PGliteDataSource } = await import(`${DIST}/jdbc/pglite/index.js`);
const { startPostgres, findPostgresBin } = require('../scripts/postgres.cjs');
const POSTGRES = findPostgresBin() !== undefined;
const { runProcesses } = require('../test/jdbc/multiprocess/multiProcessRun.cjs');
const {
  AssistantMessage,
  ChatClientRequest,
  ChatClientResponse,
  ChatMemory,
  ChatResponse,
  Generation,
  InMemoryChatMemoryRepository,
  JdbcChatMemoryRepository,
  MessageChatMemoryAdvisor,
  MessageWindowChatMemory,
  Prompt,
  UserMessage,
} = root;

const TURNS = Number(process.env.BENCH_MEMORY_TURNS ?? 2000);
const CONVERSATIONS = Number(process.env.BENCH_MEMORY_CONVERSATIONS ?? 50);
const MP_CONVERSATIONS = Number(process.env.BENCH_MP_CONVERSATIONS ?? 1000);
const MP_PROCESSES = (process.env.BENCH_MP_PROCESSES ?? '1,2,4').split(',').map(Number);
const MP_FSYNC = process.env.BENCH_MP_FSYNC !== 'off';
const SKIP_TURNS = process.env.BENCH_SKIP_TURNS === '1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;

async function turnLatencies(repository) {
  const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(20).build();
  const advisor = MessageChatMemoryAdvisor.builder(memory).build();
  const chain = undefined;
  const latencies = [];
  const warmup = Math.min(200, TURNS / 5);
  for (let i = 0; i < TURNS + warmup; i++) {
    const conversationId = `bench-${i % CONVERSATIONS}`;
    const context = new Map([[ChatMemory.CONVERSATION_ID, conversationId]]);
    const request = ChatClientRequest.builder().prompt(new Prompt([new UserMessage(`question ${i}`)])).context(context).build();
    const response = ChatClientResponse.builder()
      .chatResponse(new ChatResponse([new Generation(new AssistantMessage(`answer ${i}`))]))
      .context(context)
      .build();
    const started = performance.now();
    await advisor.before(request, chain);
    await advisor.after(response, chain);
    if (i >= warmup) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function report(name, { p50, p99 }) {
  console.log(`${name.padEnd(44)} p50 ${ms(p50).padStart(9)}   p99 ${ms(p99).padStart(9)}`);
}

if (!SKIP_TURNS) {
console.log(`Per turn (MessageChatMemoryAdvisor before + after, 20-message window, ${TURNS} turns over ${CONVERSATIONS} conversations):`);
report('in memory (InMemoryChatMemoryRepository)', await turnLatencies(new InMemoryChatMemoryRepository()));

const pglite = new PGliteDataSource();
const pgliteRepository = JdbcChatMemoryRepository.builder().dataSource(pglite).initializeSchema(true).build();
report('PGlite, in memory', await turnLatencies(pgliteRepository));
await pglite.close();

for (const fsync of POSTGRES ? [true, false] : []) {
  const server = await startPostgres({ fsync });
  try {
    const dataSource = new PgDataSource({ connectionString: server.url, max: 4 });
    const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
    report(`PostgreSQL 127.0.0.1, ${fsync ? 'durable commits' : 'fsync off'}`, await turnLatencies(repository));
    await dataSource.close();
  } finally {
    await server.stop();
  }
}
}

if (!POSTGRES) {
  console.log('\nPostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): the server figures are skipped.');
  process.exit(0);
}

console.log(
  `\nMulti-process (${MP_CONVERSATIONS} conversations × 10 turns, every 5th from two processes; per turn: ` +
    `user message + answer through a 20-message window, todo list and counter updates; ${MP_FSYNC ? 'durable commits' : 'fsync off'}):`,
);
const server = await startPostgres({ fsync: MP_FSYNC, maxConnections: 200 });
try {
  for (const processCount of MP_PROCESSES) {
    const config = {
      url: server.url,
      processCount,
      conversations: MP_CONVERSATIONS,
      turns: 10,
      window: 20,
      sharedEvery: 5,
      concurrency: 6,
      prefix: `bench${processCount}-`,
      fullLog: false,
    };
    process.env.SPRING_AI_TS_LIB = 'dist';
    const { results, wallMs } = await runProcesses(config);
    const turns = results.reduce((sum, r) => sum + r.turns, 0);
    console.log(`${String(processCount).padStart(2)} process(es): ${turns} turns in ${(wallMs / 1000).toFixed(1)} s = ${Math.round((turns * 1000) / wallMs)} turns/s (wall time includes process start)`);
  }
} finally {
  await server.stop();
}
