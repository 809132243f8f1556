// spring-ai-ts: failures of a real PostgreSQL server (stopped mid-conversation, pool exhausted,
// wrong password) reach the caller as typed errors, bounded in time, with nothing half written.
import { inspect } from 'node:util';
import { JdbcChatMemoryRepository } from '../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { CannotGetJdbcConnectionException } from '../../../../src/java/jdbc/CannotGetJdbcConnectionException.js';
import { DataAccessException } from '../../../../src/java/jdbc/DataAccessException.js';
import { DataAccessResourceFailureException } from '../../../../src/java/jdbc/DataAccessResourceFailureException.js';
import { PgDataSource } from '../../../../src/java/jdbc/pg/PgDataSource.js';
import { describePostgres, usePostgresServer } from '../postgresServer.js';

describePostgres('PgDataSource faults (spring-ai-ts)', () => {
  // Durable commits: the test kills the server (immediate shutdown) and expects committed turns back.
  const server = usePostgresServer({ fsync: true });

  describe('on a server of its own', () => {
    const dataSources: PgDataSource[] = [];
    const open = (config: ConstructorParameters<typeof PgDataSource>[0], timeout = 2000): PgDataSource => {
      const dataSource = new PgDataSource(config, { connectionTimeoutMillis: timeout });
      dataSources.push(dataSource);
      return dataSource;
    };
    afterAll(async () => {
      await Promise.all(dataSources.map((dataSource) => dataSource.close()));
    });

    test('the database stops mid-conversation: typed error, nothing half written, the next turn after it returns succeeds', async () => {
      const dataSource = open({ connectionString: server().url, max: 2 });
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
      const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(10).build();
      await memory.add('conv', [new UserMessage('q1'), new AssistantMessage('a1')]);

      // A window update whose transaction is open (conversation read, not yet rewritten) when the server dies.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reading!: () => void;
      const readingDone = new Promise<void>((resolve) => (reading = resolve));
      const pending = repository.updateByConversationId('conv', async (stored) => {
        reading();
        await gate;
        return [...stored, new UserMessage('q2 (lost)')];
      });
      await readingDone;
      await server().kill();
      release();
      const failure = await pending.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DataAccessResourceFailureException);

      // While it is down: a typed error, quickly.
      const started = Date.now();
      const down = await memory.add('conv', new UserMessage('q3 (refused)')).catch((error: unknown) => error);
      expect(down).toBeInstanceOf(DataAccessException);
      expect(down).toBeInstanceOf(DataAccessResourceFailureException);
      expect(Date.now() - started).toBeLessThan(5000);

      await server().restart();
      await memory.add('conv', [new UserMessage('q4'), new AssistantMessage('a4')]);
      expect((await memory.get('conv')).map((m) => m.getText())).toEqual(['q1', 'a1', 'q4', 'a4']);
    }, 60_000);

    test('an exhausted pool waits for a connection, then fails with a clear error after the bounded wait', async () => {
      const dataSource = open({ connectionString: server().url, max: 1 }, 400);
      // Each holder signals once it has the connection (a fixed sleep raced the connect on a busy machine).
      let release!: () => void;
      let holding!: () => void;
      const connected = new Promise<void>((resolve) => (holding = resolve));
      const held = dataSource.transaction(
        (connection) =>
          new Promise<void>((resolve) => {
            release = resolve;
            holding();
            void connection.query('SELECT 1');
          }),
      );
      await connected;

      // Released within the wait: the query gets the connection.
      const waiting = dataSource.query('SELECT 2 AS two');
      setTimeout(() => release(), 100);
      expect((await waiting).rows).toEqual([{ two: 2 }]);
      await held;

      // Held past the wait: CannotGetJdbcConnectionException, after about the bounded wait.
      let releaseAgain!: () => void;
      let holdingAgain!: () => void;
      const connectedAgain = new Promise<void>((resolve) => (holdingAgain = resolve));
      const heldAgain = dataSource.transaction(
        () =>
          new Promise<void>((resolve) => {
            releaseAgain = resolve;
            holdingAgain();
          }),
      );
      await connectedAgain;
      const started = Date.now();
      const error = await dataSource.query('SELECT 3').catch((e: unknown) => e);
      const waited = Date.now() - started;
      expect(error).toBeInstanceOf(CannotGetJdbcConnectionException);
      expect((error as Error).message).toMatch(/^Failed to obtain JDBC Connection: no free connection within 400 ms/);
      expect(waited).toBeGreaterThanOrEqual(350);
      expect(waited).toBeLessThan(3000);
      releaseAgain();
      await heldAgain;
      expect((await dataSource.query('SELECT 4 AS four')).rows).toEqual([{ four: 4 }]);
    });

    test('a wrong password fails with a typed error that does not contain it; inspect never shows it', async () => {
      const secret = 'S3cret-never-shown';
      const dataSource = open({ host: server().host, port: server().port, user: server().user, password: secret, database: 'postgres' });
      const error = await dataSource.query('SELECT 1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CannotGetJdbcConnectionException);
      expect((error as Error).message).toMatch(/password authentication failed/);
      expect(inspect(error, { depth: 10 })).not.toContain(secret);
      expect(inspect(dataSource, { depth: 10, showHidden: true })).not.toContain(secret);
      const withUrl = open(`postgres://${server().user}:${secret}@127.0.0.1:${server().port}/postgres`);
      const urlError = await withUrl.query('SELECT 1').catch((e: unknown) => e);
      expect(inspect(urlError, { depth: 10 })).not.toContain(secret);
      expect(inspect(withUrl, { depth: 10, showHidden: true })).not.toContain(secret);
    });

    test('an existing pg.Pool is used as is and left open by close() unless closePool is set', async () => {
      // 1.5 s, not less: the pool's first connections (SCRAM authentication) must fit in it on a loaded machine.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { Pool } = require('pg') as typeof import('pg');
      const pool = new Pool({ connectionString: server().url, max: 2, connectionTimeoutMillis: 1500 });
      const dataSource = new PgDataSource(pool);
      expect(dataSource.getPool()).toBe(pool);
      expect((await dataSource.query('SELECT $1::text AS v', ['x'])).rows).toEqual([{ v: 'x' }]);
      await dataSource.close();
      expect(pool.ended).toBe(false);
      // The pool's own bounded wait applies.
      const held = await pool.connect();
      const held2 = await pool.connect();
      const error = await dataSource.query('SELECT 1').catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/no free connection within 1500 ms/);
      held.release();
      held2.release();
      await new PgDataSource(pool, { closePool: true }).close();
      expect(pool.ended).toBe(true);
    });

    test('a server that is not there: CannotGetJdbcConnectionException naming the refusal', async () => {
      const dataSource = open({ host: '127.0.0.1', port: 1, user: 'x', password: 'y' });
      const error = await dataSource.query('SELECT 1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CannotGetJdbcConnectionException);
      expect((error as Error).message).toMatch(/^Failed to obtain JDBC Connection: .*ECONNREFUSED/);
    });

    test('a configuration pg refuses (malformed URL, bad port, missing certificate): a typed error, no password in it', async () => {
      const secret = 'Pw-never-shown-42';
      for (const config of [`postgres://u:${secret}@[bad/db`, `postgres://u:${secret}@127.0.0.1:99999/db`, `postgres://u:${secret}@127.0.0.1:1/db?sslcert=/nonexistent/cert.pem`]) {
        const error = await open(config).query('SELECT 1').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CannotGetJdbcConnectionException);
        expect((error as Error).message).toMatch(/^Failed to obtain JDBC Connection: /);
        expect((error as Error).message).not.toContain(secret);
        expect(inspect(error, { depth: 10 })).not.toContain(secret);
      }
    });
  });
});
