// spring-ai-ts: AbortSignal on the embedded PostgreSQL (PGlite). A statement already running
// inside the WebAssembly engine cannot be interrupted (it runs synchronously); an abort takes
// effect while the call waits for the single connection and between the statements of a
// transaction, which then rolls back.
import { JdbcChatMemoryRepository } from '../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { UserMessage } from '../../../../src/chat/messages/UserMessage.js';
import { AbortedException } from '../../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../../src/java/core/AbortSignalContext.js';
import { DataAccessException } from '../../../../src/java/jdbc/DataAccessException.js';
import { PGliteDataSource } from '../../../../src/java/jdbc/pglite/PGliteDataSource.js';

describe('PGliteDataSource AbortSignal (spring-ai-ts)', () => {
  let dataSource: PGliteDataSource;
  beforeAll(async () => {
    dataSource = new PGliteDataSource();
    await dataSource.execute('CREATE TABLE t (x int PRIMARY KEY)');
  }, 60_000);
  afterAll(async () => {
    await dataSource.close();
  });
  afterEach(async () => {
    await dataSource.execute('DELETE FROM t');
  });

  test('an already aborted signal rejects at once and runs nothing', async () => {
    await expect(dataSource.query('INSERT INTO t VALUES (1)', [], { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortedException,
    );
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(0);
  });

  test('abort while queued behind a transaction: rejects at once, and the statement never runs', async () => {
    let release!: () => void;
    const held = dataSource.transaction(async (connection) => {
      await connection.query('SELECT 1');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const controller = new AbortController();
    const queued = dataSource.query('INSERT INTO t VALUES (2)', [], { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toBeInstanceOf(AbortedException);
    release();
    await held;
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(0);
  });

  test('abort between the statements of a transaction rolls it back (also after its last statement)', async () => {
    const controller = new AbortController();
    const between = dataSource
      .transaction(async (connection) => {
        await connection.query('INSERT INTO t VALUES (3)');
        controller.abort();
        await connection.query('INSERT INTO t VALUES (4)');
      }, { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(await between).toBeInstanceOf(AbortedException);
    const late = new AbortController();
    const afterLast = dataSource
      .transaction(async (connection) => {
        await connection.query('INSERT INTO t VALUES (5)');
        late.abort();
      }, { signal: late.signal })
      .catch((error: unknown) => error);
    expect(await afterLast).toBeInstanceOf(AbortedException);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(0);
    // The single connection is free and healthy afterwards.
    await dataSource.query('INSERT INTO t VALUES (6)');
    expect((await dataSource.query('SELECT x FROM t')).rows).toEqual([{ x: 6 }]);
  });

  test("the caller's signal (AbortSignalContext) reaches the chat memory repository: an aborted add writes nothing", async () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
    await repository.saveAll('conversation', [new UserMessage('kept')]);
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    const failure = await AbortSignalContext.run(controller.signal, () =>
      repository.addWithinWindow('conversation', [new UserMessage('dropped')], 10),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AbortedException);
    expect((failure as AbortedException).getCause()).toEqual(new Error('user left'));
    expect((await repository.findByConversationId('conversation')).map((m) => m.getText())).toEqual(['kept']);
  });

  test('a failed statement in a batch rolls the batch back; a transaction reports a write it did not await', async () => {
    const failure = await dataSource
      .batch([
        { sql: 'INSERT INTO t VALUES ($1)', params: [7] },
        { sql: 'INSERT INTO t VALUES ($1)', params: [7] },
      ])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataAccessException);
    const unawaited = await dataSource
      .transaction(async (connection) => {
        await connection.query('INSERT INTO t VALUES (8)');
        void connection.query('INSERT INTO t VALUES (8)').catch(() => undefined);
      })
      .catch((error: unknown) => error);
    expect(unawaited).toBeInstanceOf(DataAccessException);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(0);
  });
});
