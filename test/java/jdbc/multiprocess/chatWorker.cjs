// One process of the multi-process chat memory run (test/java/jdbc/multiprocess and bench/): drives its
// share of the conversations against a shared PostgreSQL server, each turn as
// MessageChatMemoryAdvisor does it (user message added, then the answer), plus the todo list and
// the turn counter of the conversation, and prints one JSON line with its figures.
//
// Arguments (JSON in argv[2]): url, processIndex, processCount, conversations, turns, window,
// sharedEvery (every n-th conversation is driven by two processes at once), concurrency, prefix,
// fullLog (false: skip the unwindowed copy that the test checks message by message).
'use strict';
const { performance } = require('node:perf_hooks');
const { loadLibrary } = require('./loadLibrary.cjs');

/** The processes driving conversation `c`: its owner, and the next process when it is shared. */
function driversOf(c, config) {
  const owner = c % config.processCount;
  const shared = config.processCount > 1 && config.sharedEvery > 0 && c % config.sharedEvery === 0;
  return shared ? [owner, (owner + 1) % config.processCount] : [owner];
}

async function main() {
  const config = JSON.parse(process.argv[2]);
  const { root, agent, pg } = loadLibrary();
  const { JdbcChatMemoryRepository, MessageWindowChatMemory, UserMessage, AssistantMessage } = root;
  const { PostgresConversationStore } = agent;
  const dataSource = new pg.PgDataSource({ connectionString: config.url, max: config.concurrency + 1 });
  const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
  const full = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(100_000).build();
  const windowed = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(config.window).build();
  const todos = new PostgresConversationStore({ dataSource, namespace: `${config.prefix}todo` });
  const counters = new PostgresConversationStore({ dataSource, namespace: `${config.prefix}counter` });

  const mine = [];
  for (let c = 0; c < config.conversations; c++) {
    if (driversOf(c, config).includes(config.processIndex)) mine.push(c);
  }
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  async function lane() {
    while (next < mine.length) {
      const c = mine[next++];
      for (let t = 0; t < config.turns; t++) {
        const tag = `${c}|p${config.processIndex}|t${t}`;
        const turnStart = performance.now();
        const user = new UserMessage(`${tag}|user`);
        const answer = new AssistantMessage(`${tag}|assistant`);
        if (config.fullLog !== false) await full.add(`${config.prefix}full:${c}`, [user]);
        await windowed.add(`${config.prefix}win:${c}`, [user]);
        if (config.fullLog !== false) await full.add(`${config.prefix}full:${c}`, [answer]);
        await windowed.add(`${config.prefix}win:${c}`, [answer]);
        await todos.update(String(c), (items) => [...(items ?? []), tag]);
        await counters.update(String(c), (n) => (n ?? 0) + 1);
        latencies.push(performance.now() - turnStart);
      }
    }
  }
  await Promise.all(Array.from({ length: config.concurrency }, lane));
  const elapsedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  await dataSource.close();
  process.stdout.write(`${JSON.stringify({ processIndex: config.processIndex, turns: latencies.length, elapsedMs, cpuMs })}\n`);
}

module.exports = { driversOf };

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  });
}
