// Chat memory benchmark: the memory work of one chat turn through MessageChatMemoryAdvisor with a
// 20-message window (before: read the conversation and store the user message; after: store the
// answer), on the in-memory repository, on the embedded PostgreSQL (PGlite, in memory and in a
// directory) and on a PostgreSQL server on loopback started here by scripts/postgres.cjs, with
// durable commits (fsync and synchronous_commit on, as the script starts it for durability).
// Each PostgreSQL row also counts, per turn, the statements and round trips the client sent and
// the transactions and WAL flushes (fsyncs) the server did, and the CPU of client and server.
// "before" rows run the previous path in the same process (read-modify-write of the conversation
// in a transaction, no pipelining), interleaved in rounds with the current one.
// Then the floor: one empty durable commit (INSERT of one row) and one bare round trip (SELECT 1).
// Then the multi-process run of the tests (1,000 conversations × 10 turns, every 5th conversation
// driven by two processes at once) with 1, 2 and 4 processes, in turns per second, with the CPU
// per turn of the clients and of the server (2 cores shared by both: that bounds the throughput).
// Env: BENCH_MEMORY_TURNS (default 600 per row and round), BENCH_MP_CONVERSATIONS (1000),
// BENCH_MP_PROCESSES (1,2,4), BENCH_MP_FSYNC=off, BENCH_SKIP_TURNS=1, BENCH_SKIP_MP=1.
// Run: `node scripts/build.mjs && node bench/chat-memory.bench.mjs` (about 2–3 minutes).
import { entry } from './entry.mjs';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const root = await entry(DIST);
const { PgDataSource } = await entry(DIST, './pg');
const { PGliteDataSource } = await entry(DIST, './pglite');
const pg = require('pg');
const { startPostgres, findPostgresBin } = require('../scripts/postgres.cjs');
const POSTGRES = findPostgresBin() !== undefined;
const { runProcesses } = require('../test/java/jdbc/multiprocess/multiProcessRun.cjs');
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

const TURNS = Number(process.env.BENCH_MEMORY_TURNS ?? 600);
const ROUNDS = 2;
const CONVERSATIONS = 50;
const MP_CONVERSATIONS = Number(process.env.BENCH_MP_CONVERSATIONS ?? 1000);
const MP_PROCESSES = (process.env.BENCH_MP_PROCESSES ?? '1,2,4').split(',').map(Number);
const MP_FSYNC = process.env.BENCH_MP_FSYNC !== 'off';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;

// Client side: statements and round trips (a statement sent while the same pipelining client still
// waits for an earlier one shares its round trip).
const wire = { statements: 0, roundTrips: 0 };
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  this.__pending ??= 0;
  wire.statements++;
  if (!(this.pipeline && this.__pending > 0)) wire.roundTrips++;
  this.__pending++;
  const result = originalQuery.apply(this, args);
  const done = () => this.__pending--;
  if (result && typeof result.then === 'function') result.then(done, done);
  else this.__pending--;
  return result;
};

/** Server side: committed transactions, WAL flushes, and the CPU of backends that have exited (reaped by the postmaster). */
async function serverCounters(server) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const { rows } = await client.query(
    "SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits, (SELECT wal_sync FROM pg_stat_wal) AS flushes",
  );
  await client.end();
  const pid = Number(readFileSync(join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]) + Number(fields[15]) + Number(fields[16]);
  // The counting connection itself is one commit; USER_HZ is 100 on Linux.
  return { commits: Number(rows[0].commits) - 1, flushes: Number(rows[0].flushes), cpuMs: ticks * 10 };
}

function turnRunner(repository, tag) {
  const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(20).build();
  const advisor = MessageChatMemoryAdvisor.builder(memory).build();
  let i = 0;
  return async function turn() {
    const n = i++;
    const context = new Map([[ChatMemory.CONVERSATION_ID, `bench-${tag}-${n % CONVERSATIONS}`]]);
    const request = ChatClientRequest.builder().prompt(new Prompt([new UserMessage(`question ${n}`)])).context(context).build();
    const response = ChatClientResponse.builder()
      .chatResponse(new ChatResponse([new Generation(new AssistantMessage(`answer ${n}`))]))
      .context(context)
      .build();
    const started = performance.now();
    await advisor.before(request, undefined);
    await advisor.after(response, undefined);
    return performance.now() - started;
  };
}

/** The previous path: read, window and rewrite inside the lock (AtomicChatMemoryRepository only). */
function atomicOnly(repository) {
  return {
    findConversationIds: () => repository.findConversationIds(),
    findByConversationId: (id) => repository.findByConversationId(id),
    saveAll: (id, messages) => repository.saveAll(id, messages),
    deleteByConversationId: (id) => repository.deleteByConversationId(id),
    updateByConversationId: (id, update) => repository.updateByConversationId(id, update),
  };
}

/** Runs the variants in interleaved rounds; each variant's figures come from all its rounds. */
async function measure(variants, server) {
  const stats = variants.map(() => ({ latencies: [], statements: 0, roundTrips: 0, commits: 0, flushes: 0, clientCpu: 0, serverCpu: 0, turns: 0 }));
  for (const v of variants) for (let w = 0; w < 100; w++) await v.turn(); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < variants.length; k++) {
      const v = variants[k];
      const s = stats[k];
      const before = server ? await serverCounters(server) : undefined;
      const wireBefore = { ...wire };
      const cpu = process.cpuUsage();
      for (let t = 0; t < TURNS; t++) s.latencies.push(await v.turn());
      const used = process.cpuUsage(cpu);
      s.clientCpu += (used.user + used.system) / 1000;
      s.statements += wire.statements - wireBefore.statements;
      s.roundTrips += wire.roundTrips - wireBefore.roundTrips;
      s.turns += TURNS;
      if (server) {
        await v.recycle(); // closes the pool, so the backends exit and their CPU is counted
        await sleep(300);
        const after = await serverCounters(server);
        s.commits += after.commits - before.commits;
        s.flushes += after.flushes - before.flushes;
        s.serverCpu += after.cpuMs - before.cpuMs;
      }
    }
  }
  variants.forEach((v, k) => {
    const s = stats[k];
    const sorted = s.latencies.sort((a, b) => a - b);
    let line = `${v.name.padEnd(48)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}`;
    line += `  client CPU ${(s.clientCpu / s.turns).toFixed(2)} ms`;
    if (server) {
      line += `  server CPU ${(s.serverCpu / s.turns).toFixed(2)} ms; per turn: ${(s.statements / s.turns).toFixed(1)} statements, ${(s.roundTrips / s.turns).toFixed(1)} round trips, ${(s.commits / s.turns).toFixed(1)} commits, ${(s.flushes / s.turns).toFixed(1)} WAL flushes`;
    }
    console.log(line);
  });
}

function pgVariant(name, server, { pipeline, before }) {
  let dataSource;
  let turn;
  const open = () => {
    dataSource = new PgDataSource({ connectionString: server.url, max: 4, ...(pipeline === false ? { pipeline } : {}) });
    const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
    turn = turnRunner(before ? atomicOnly(repository) : repository, name.length);
  };
  open();
  return {
    name,
    turn: () => turn(),
    async recycle() {
      await dataSource.close();
      open();
    },
    close: () => dataSource.close(),
  };
}

async function floor(server) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('CREATE TABLE IF NOT EXISTS bench_floor (x int)');
  const rows = [];
  for (const [name, sql] of [['one durable commit (INSERT one row, autocommit)', 'INSERT INTO bench_floor VALUES (1)'], ['one round trip (SELECT 1)', 'SELECT 1']]) {
    const latencies = [];
    for (let i = 0; i < 1200; i++) {
      const started = performance.now();
      await client.query(sql);
      if (i >= 200) latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    rows.push(`${name.padEnd(48)} p50 ${ms(percentile(latencies, 50)).padStart(9)}  p99 ${ms(percentile(latencies, 99)).padStart(9)}`);
  }
  await client.end();
  return rows;
}

if (process.env.BENCH_SKIP_TURNS !== '1') {
  console.log(`Per turn (MessageChatMemoryAdvisor before + after, 20-message window, ${TURNS * ROUNDS} turns per row over ${CONVERSATIONS} conversations):`);
  const inMemory = turnRunner(new InMemoryChatMemoryRepository(), 'mem');
  await measure([{ name: 'in memory (InMemoryChatMemoryRepository)', turn: inMemory }]);

  const dir = mkdtempSync(join(tmpdir(), 'spring-ai-ts-bench-pglite-'));
  const pgliteMemory = new PGliteDataSource();
  const pgliteDisk = new PGliteDataSource({ dataDir: join(dir, 'data') });
  const repo = (ds) => JdbcChatMemoryRepository.builder().dataSource(ds).initializeSchema(true).build();
  await measure([
    { name: 'PGlite, in memory', turn: turnRunner(repo(pgliteMemory), 'a') },
    { name: 'PGlite, in memory, before', turn: turnRunner(atomicOnly(repo(pgliteMemory)), 'b') },
    { name: 'PGlite, directory (no fsync reaches the disk)', turn: turnRunner(repo(pgliteDisk), 'c') },
  ]);
  await pgliteMemory.close();
  await pgliteDisk.close();
  rmSync(dir, { recursive: true, force: true });

  if (POSTGRES) {
    for (const fsync of [true, false]) {
      const server = await startPostgres({ fsync });
      try {
        const label = fsync ? 'durable commits' : 'fsync off';
        const variants = [
          pgVariant(`PostgreSQL 127.0.0.1, ${label}`, server, {}),
          pgVariant(`PostgreSQL 127.0.0.1, ${label}, before`, server, { pipeline: false, before: true }),
        ];
        await measure(variants, server);
        for (const v of variants) await v.close();
        if (fsync) for (const row of await floor(server)) console.log(row);
      } finally {
        await server.stop();
      }
    }
  }
}

if (!POSTGRES) {
  console.log('\nPostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): the server figures are skipped.');
  process.exit(0);
}
if (process.env.BENCH_SKIP_MP === '1') process.exit(0);

console.log(
  `\nMulti-process (${MP_CONVERSATIONS} conversations × 10 turns, every 5th from two processes; per turn: user message + ` +
    `answer through a 20-message window, todo list and counter updates: 4 write transactions; ${MP_FSYNC ? 'durable commits' : 'fsync off'}):`,
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
    const before = await serverCounters(server);
    const { results, wallMs } = await runProcesses(config);
    await sleep(300);
    const after = await serverCounters(server);
    const turns = results.reduce((sum, r) => sum + r.turns, 0);
    const busyMs = Math.max(...results.map((r) => r.elapsedMs));
    const clientCpu = results.reduce((sum, r) => sum + r.cpuMs, 0);
    const serverCpu = after.cpuMs - before.cpuMs;
    console.log(
      `${String(processCount).padStart(2)} process(es): ${turns} turns, ${Math.round((turns * 1000) / busyMs)} turns/s ` +
        `(${(wallMs / 1000).toFixed(1)} s with process start); CPU per turn: clients ${(clientCpu / turns).toFixed(2)} ms, ` +
        `server ${(serverCpu / turns).toFixed(2)} ms; ${((after.flushes - before.flushes) / turns).toFixed(2)} WAL flushes per turn`,
    );
  }
} finally {
  await server.stop();
}
