// spring-ai-ts: the round trips of a window update on a real PostgreSQL server, and cancellation
// through AbortSignal (a cancel request to the server), with nothing half written and the
// connection back in the pool.
import type { PoolClient } from 'pg';
import { PostgresConversationStore } from '../../../../src/agent/store/PostgresConversationStore.js';
import { JdbcChatMemoryRepository } from '../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { AbortedException } from '../../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../../src/java/core/AbortSignalContext.js';
import { DataAccessException } from '../../../../src/java/jdbc/DataAccessException.js';
import { DataAccessResourceFailureException } from '../../../../src/java/jdbc/DataAccessResourceFailureException.js';
import { PgDataSource } from '../../../../src/java/jdbc/pg/PgDataSource.js';
import { describePostgres, usePostgresServer } from '../postgresServer.js';

/** Counts, per client of the pool, the statements sent and the round trips (a statement sent while one is unanswered shares its round trip). */
function countWire(dataSource: PgDataSource): { statements: string[]; roundTrips: number } {
  const wire = { statements: [] as string[], roundTrips: 0 };
  const wrapped = new WeakSet<PoolClient>();
  dataSource.getPool().on('acquire', (client: PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let pending = 0;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const config = args[0] as string | { text: string };
      wire.statements.push(typeof config === 'string' ? config : config.text);
      if (pending === 0) wire.roundTrips++;
      pending++;
      const result = query(...args) as Promise<unknown>;
      result.then(
        () => pending--,
        () => pending--,
      );
      return result;
    };
  });
  return wire;
}

describePostgres('PgDataSource round trips and AbortSignal (spring-ai-ts)', () => {
  const server = usePostgresServer({ fsync: true });

  describe('on a pool of its own', () => {
    const dataSources: PgDataSource[] = [];
    const open = (max = 2): PgDataSource => {
      const dataSource = new PgDataSource({ connectionString: server().url, max }, { connectionTimeoutMillis: 3000 });
      dataSources.push(dataSource);
      return dataSource;
    };
    afterAll(async () => {
      await Promise.all(dataSources.map((dataSource) => dataSource.close()));
    });

    /** Holds the conversation's advisory lock from another session until released. */
    async function holdLock(dataSource: PgDataSource, conversationId: string): Promise<() => Promise<void>> {
      const client = await dataSource.getPool().connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [conversationId]);
      return async () => {
        await client.query('ROLLBACK');
        client.release();
      };
    }

    test('a window update is one round trip and one transaction: BEGIN, lock, append-and-trim, COMMIT; a read is one statement', async () => {
      const dataSource = open();
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).build();
      await repository.initializeSchema();
      const wire = countWire(dataSource);
      const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(3).build();
      await memory.add('rt', [new UserMessage('q1'), new AssistantMessage('a1')]);
      expect(wire.roundTrips).toBe(1);
      expect(wire.statements).toHaveLength(4);
      expect(wire.statements[0]).toBe('BEGIN');
      expect(wire.statements[1]).toMatch(/pg_advisory_xact_lock/);
      expect(wire.statements[2]).toMatch(/^WITH params AS/);
      expect(wire.statements[3]).toBe('COMMIT');
      await memory.add('rt', [new UserMessage('q2'), new AssistantMessage('a2')]);
      expect(wire.roundTrips).toBe(2);
      expect((await memory.get('rt')).map((m) => m.getText())).toEqual(['a1', 'q2', 'a2']);
      expect(wire.roundTrips).toBe(3);
      expect(wire.statements).toHaveLength(9);
    });

    test('a conversation store update is two round trips: BEGIN, lock and read together; write and COMMIT together', async () => {
      const dataSource = open();
      const counters = new PostgresConversationStore<number>({ dataSource, namespace: 'rt-counter' });
      await counters.update('c', (n) => (n ?? 0) + 1); // creates the table
      const wire = countWire(dataSource);
      expect(await counters.update('c', (n) => (n ?? 0) + 1)).toBe(2);
      expect(wire.statements).toHaveLength(5);
      expect(wire.statements[0]).toBe('BEGIN');
      expect(wire.statements[4]).toBe('COMMIT');
      expect(wire.roundTrips).toBe(2);
      expect(await counters.get('c')).toBe(2);
    });

    test('abort while waiting for the conversation lock: AbortedException, nothing written, the connection back in the pool, usable', async () => {
      const dataSource = open();
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
      await repository.saveAll('locked', [new UserMessage('before')]);
      const release = await holdLock(dataSource, 'locked');
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('caller gave up')), 200);
      const started = Date.now();
      const failure = await AbortSignalContext.run(controller.signal, () =>
        repository.addWithinWindow('locked', [new UserMessage('never')], 10),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AbortedException);
      expect(Date.now() - started).toBeLessThan(3000);
      await release();
      expect((await repository.findByConversationId('locked')).map((m) => m.getText())).toEqual(['before']);
      // The cancelled session went back to the pool healthy (not in a transaction) and is reused.
      const pool = dataSource.getPool();
      expect(pool.totalCount).toBe(2);
      expect(pool.idleCount).toBe(2);
      const { rows } = await dataSource.query("SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'");
      expect(rows[0]!['waiting']).toBe(0);
      await repository.addWithinWindow('locked', [new UserMessage('after')], 10);
      expect((await repository.findByConversationId('locked')).map((m) => m.getText())).toEqual(['before', 'after']);
    });

    test('abort inside a callback transaction: the statement in flight is cancelled and the transaction rolled back', async () => {
      const dataSource = open();
      await dataSource.execute('CREATE TABLE IF NOT EXISTS abort_t (x int)');
      const controller = new AbortController();
      const failure = await dataSource
        .transaction(async (connection) => {
          await connection.query('INSERT INTO abort_t VALUES (1)');
          setTimeout(() => controller.abort(), 100);
          await connection.query('SELECT pg_sleep(10)');
        }, { signal: controller.signal })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AbortedException);
      expect((await dataSource.query('SELECT count(*)::int AS n FROM abort_t')).rows[0]!['n']).toBe(0);
    });

    test('a statement issued after the abort rejects (it does not throw), and the transaction rejects with the abort', async () => {
      const dataSource = open();
      const controller = new AbortController();
      let late: Promise<unknown> | undefined;
      const failure = await dataSource
        .transaction(async (connection) => {
          await connection.query('SELECT 1');
          controller.abort();
          late = connection.query('SELECT 2');
          await late.catch(() => undefined);
        }, { signal: controller.signal })
        .catch((error: unknown) => error);
      expect(late).toBeInstanceOf(Promise);
      await expect(late).rejects.toBeInstanceOf(AbortedException);
      expect(failure).toBeInstanceOf(AbortedException);
      expect((await dataSource.query('SELECT 3 AS n')).rows[0]!['n']).toBe(3);
    });

    test('a connection kept past its transaction refuses statements with a typed error; the pool stays usable', async () => {
      const dataSource = open(1);
      let kept: import('../../../../src/java/jdbc/Connection.js').Connection | undefined;
      await dataSource.transaction(async (connection) => {
        kept = connection;
        await connection.query('SELECT 1');
      });
      const error = await kept!.query('SELECT 2').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataAccessResourceFailureException);
      expect((error as Error).message).toBe('PgDataSource.transaction: connection is closed, the call that lent it has ended');
      await expect(kept!.execute('SELECT 3')).rejects.toBeInstanceOf(DataAccessResourceFailureException);
      expect((await dataSource.query('SELECT 4 AS n')).rows[0]!['n']).toBe(4);
    });

    test('an already aborted signal rejects before any connection is taken; abort while waiting for a connection stops the wait', async () => {
      const dataSource = open(1);
      const aborted = AbortSignal.abort();
      await expect(dataSource.query('SELECT 1', [], { signal: aborted })).rejects.toBeInstanceOf(AbortedException);
      let release!: () => void;
      const held = dataSource.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const started = Date.now();
      await expect(dataSource.query('SELECT 1', [], { signal: controller.signal })).rejects.toBeInstanceOf(AbortedException);
      expect(Date.now() - started).toBeLessThan(1500);
      release();
      await held;
      expect((await dataSource.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    });

    test('a failed statement in a batch rolls the whole batch back with a typed error; a transaction reports a write it did not await', async () => {
      const dataSource = open();
      await dataSource.execute('CREATE TABLE IF NOT EXISTS batch_t (x int PRIMARY KEY)');
      const failure = await dataSource
        .batch([
          { sql: 'INSERT INTO batch_t VALUES ($1)', params: [1] },
          { sql: 'INSERT INTO batch_t VALUES ($1)', params: [1] },
        ])
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DataAccessException);
      expect((await dataSource.query('SELECT count(*)::int AS n FROM batch_t')).rows[0]!['n']).toBe(0);
      const unawaited = await dataSource
        .transaction(async (connection) => {
          await connection.query('INSERT INTO batch_t VALUES (2)');
          void connection.query('INSERT INTO batch_t VALUES (2)').catch(() => undefined);
        })
        .catch((error: unknown) => error);
      expect(unawaited).toBeInstanceOf(DataAccessException);
      expect((await dataSource.query('SELECT count(*)::int AS n FROM batch_t')).rows[0]!['n']).toBe(0);
      expect(dataSource.getPool().idleCount).toBe(dataSource.getPool().totalCount);
    });
  });
});
