// spring-ai-ts: several Node processes share one PostgreSQL server and drive interleaved
// conversations, some from two processes at once. Reduced size here (the 1,000
// conversations × 10 turns run in bench/chat-memory.bench.mjs), so the suite stays fast.
import * as path from 'node:path';
import { PostgresConversationStore } from '../../../../src/agent/store/PostgresConversationStore.js';
import { JdbcChatMemoryRepository } from '../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { PgDataSource } from '../../../../src/java/jdbc/pg/PgDataSource.js';
import { describePostgres, usePostgresServer } from '../postgresServer.js';

interface WorkerConfig {
  url: string;
  processCount: number;
  conversations: number;
  turns: number;
  window: number;
  sharedEvery: number;
  concurrency: number;
  prefix: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runProcesses } = require(path.join(__dirname, 'multiProcessRun.cjs')) as {
  runProcesses(config: WorkerConfig): Promise<{ results: { turns: number }[]; wallMs: number }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { driversOf } = require(path.join(__dirname, 'chatWorker.cjs')) as {
  driversOf(c: number, config: WorkerConfig): number[];
};

const CONVERSATIONS = Number(process.env['MULTIPROCESS_CONVERSATIONS'] ?? 100);
const TURNS = 10;
const WINDOW = 7;

/** The texts a process adds to conversation `c`, in its order. */
function textsOf(c: number, p: number): string[] {
  return Array.from({ length: TURNS }, (_, t) => [`${c}|p${p}|t${t}|user`, `${c}|p${p}|t${t}|assistant`]).flat();
}

describePostgres('Multi-process chat memory on one PostgreSQL server (spring-ai-ts)', () => {
  const server = usePostgresServer();

  describe('4 processes', () => {
    let dataSource: PgDataSource;
    afterAll(async () => {
      await dataSource?.close();
    });

    test(`${CONVERSATIONS} conversations × ${TURNS} turns, every 5th driven by two processes at once`, async () => {
      const config: WorkerConfig = {
        url: server().url,
        processCount: 4,
        conversations: CONVERSATIONS,
        turns: TURNS,
        window: WINDOW,
        sharedEvery: 5,
        concurrency: 6,
        prefix: 'mp-',
      };
      const { results } = await runProcesses(config);
      const expectedTurns = Array.from({ length: CONVERSATIONS }, (_, c) => driversOf(c, config).length * TURNS).reduce(
        (a, b) => a + b,
        0,
      );
      expect(results.reduce((sum, r) => sum + r.turns, 0)).toBe(expectedTurns);

      dataSource = new PgDataSource(server().url);
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).build();
      const todos = new PostgresConversationStore<string[]>({ dataSource, namespace: 'mp-todo' });
      const counters = new PostgresConversationStore<number>({ dataSource, namespace: 'mp-counter' });

      for (let c = 0; c < CONVERSATIONS; c++) {
        const drivers = driversOf(c, config);
        const full = (await repository.findByConversationId(`mp-full:${c}`)).map((m) => m.getText()!);
        const windowed = (await repository.findByConversationId(`mp-win:${c}`)).map((m) => m.getText()!);

        // Every message exactly once, only this conversation's, each process's in its own order.
        expect(full).toHaveLength(drivers.length * TURNS * 2);
        expect(new Set(full).size).toBe(full.length);
        expect(full.every((text) => text.startsWith(`${c}|`))).toBe(true);
        for (const p of drivers) expect(full.filter((text) => text.startsWith(`${c}|p${p}|`))).toEqual(textsOf(c, p));
        if (drivers.length === 1) {
          // A turn's user message and answer are adjacent when one process drives the conversation.
          expect(full).toEqual(textsOf(c, drivers[0]!));
        }

        // The window keeps exactly WINDOW messages: the newest ones. With one driver they are the
        // last WINDOW of its sequence; with two, each driver's kept messages are the newest of its
        // own, in order (the two windows interleave the drivers independently of the full log).
        expect(windowed).toHaveLength(WINDOW);
        expect(new Set(windowed).size).toBe(WINDOW);
        if (drivers.length === 1) {
          expect(windowed).toEqual(full.slice(-WINDOW));
        } else {
          for (const p of drivers) {
            const kept = windowed.filter((text) => text.startsWith(`${c}|p${p}|`));
            expect(kept).toEqual(textsOf(c, p).slice(textsOf(c, p).length - kept.length));
          }
          // The very last message written to the window is one of the drivers' final answers.
          expect(drivers.map((p) => `${c}|p${p}|t${TURNS - 1}|assistant`)).toContain(windowed.at(-1));
        }

        // Todo list and counter: every turn's update applied once.
        const items = (await todos.get(String(c))) ?? [];
        expect(items).toHaveLength(drivers.length * TURNS);
        for (const p of drivers) {
          expect(items.filter((item) => item.startsWith(`${c}|p${p}|`))).toEqual(
            Array.from({ length: TURNS }, (_, t) => `${c}|p${p}|t${t}`),
          );
        }
        expect(await counters.get(String(c))).toBe(drivers.length * TURNS);
      }
    }, Math.max(120_000, CONVERSATIONS * 1000));
  });
});
