/* spring-ai-ts, Apache-2.0. A DataSource over a node-postgres (pg) connection pool. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { AbortedException } from '../../core/AbortedException.js';
import { AbortSignalContext } from '../../core/AbortSignalContext.js';
import { whenAborted } from '../../core/whenAborted.js';
import { Assert } from '../../core/Assert.js';
import { LoggerFactory } from '../../logging/LoggerFactory.js';
import { CannotGetJdbcConnectionException } from '../CannotGetJdbcConnectionException.js';
import type { Connection } from '../Connection.js';
import type { DataSource } from '../DataSource.js';
import type { SqlQueryResult } from '../SqlQueryResult.js';
import type { SqlStatement } from '../SqlStatement.js';
import type { StatementOptions } from '../StatementOptions.js';
import { PgSession } from './internal/PgSession.js';
import type { PgDataSourceOptions } from './PgDataSourceOptions.js';

const logger = LoggerFactory.getLogger('spring-ai-ts.jdbc.PgDataSource');

/** Clients that already have the listener for errors while checked out. */
const listening = new WeakSet<PoolClient>();

/**
 * A checked-out client whose server goes away emits 'error' (the pool listens only to idle ones);
 * unhandled, that would end the process. The failed query rejects anyway, so the event is only logged.
 */
function listenForErrors(client: PoolClient): PoolClient {
  if (!listening.has(client)) {
    listening.add(client);
    client.on('error', (error) => logger.debug(`PostgreSQL connection failed while in use: ${error.message}`));
  }
  return client;
}

/** The bounded wait when neither the pool nor the options set one. */
const DEFAULT_CONNECTION_TIMEOUT_MILLIS = 10_000;

/**
 * A {@link DataSource} over a `pg.Pool`, for a PostgreSQL server shared by many processes.
 *
 * Build it from a connection string, a pool configuration (the pool is created and owned here),
 * or an existing pool. Waiting for a free connection is bounded: past `connectionTimeoutMillis`
 * (default 10 s) the call rejects with a {@link CannotGetJdbcConnectionException} instead of
 * hanging. Driver failures arrive as `DataAccessException`s; a connection that failed is
 * discarded, not returned to the pool, so the next call after the server comes back succeeds.
 *
 * @example
 * ```ts
 * import { PgDataSource } from 'spring-ai-ts/pg';
 * const dataSource = new PgDataSource({ connectionString: process.env.DATABASE_URL, max: 10 });
 * ```
 *
 * A pool created here turns on `pg`'s `pipeline` mode (set `pipeline: false` in the configuration
 * to opt out): statements issued together leave together, so {@link batch} (`BEGIN`, the
 * statements, `COMMIT`) is one round trip, and a transaction's `BEGIN` travels with its first
 * statement. An existing pool pipelines when it was created with `pipeline: true`; otherwise the
 * statements go one by one, with the same results.
 *
 * Cancellation: every call takes an `AbortSignal` (its options, or the caller's
 * `AbortSignalContext`). Before anything is sent (an already aborted signal, a wait for a free
 * connection) the call rejects at once with `AbortedException`. While statements are in flight,
 * a PostgreSQL cancel request (what `pg_cancel_backend` does) is sent for the connection, and
 * repeated until the server answers, so a statement waiting for a lock or running long stops;
 * the call then rejects with `AbortedException`, the transaction is rolled back (nothing half
 * written) and the connection goes back to the pool. When the server finished before the cancel
 * arrived, the call resolves with its result; the connection is then closed rather than reused,
 * as a late cancel could otherwise hit the next borrower's statement. A cancel is never sent
 * before `BEGIN` has answered, so no statement of a batch runs outside its transaction.
 *
 * @remarks
 * No Spring counterpart (Spring uses the JDBC driver and a pool such as HikariCP). The password
 * of the configuration never appears in an error message, a log line or `util.inspect` output.
 *
 * @category JDBC
 */
export class PgDataSource implements DataSource {
  readonly #pool: Pool;

  readonly #connectionTimeoutMillis: number;

  readonly #closePool: boolean;

  /**
   * @param source - a connection string, a `pg` pool configuration, or an existing `pg.Pool`
   * @throws IllegalArgumentException `"source must not be null"`,
   *   `"connectionTimeoutMillis must be positive"`
   */
  constructor(source: string | PoolConfig | Pool, options: PgDataSourceOptions = {}) {
    Assert.notNull(source, 'source must not be null');
    const ownPool = !isPool(source);
    const poolTimeout =
      typeof source === 'string'
        ? undefined
        : ownPool
          ? (source as PoolConfig).connectionTimeoutMillis
          : (source as Pool).options.connectionTimeoutMillis;
    const timeout = options.connectionTimeoutMillis ?? (poolTimeout || DEFAULT_CONNECTION_TIMEOUT_MILLIS);
    Assert.isTrue(timeout > 0, 'connectionTimeoutMillis must be positive');
    this.#connectionTimeoutMillis = timeout;
    if (ownPool) {
      const config: PoolConfig = typeof source === 'string' ? { connectionString: source } : { ...(source as PoolConfig) };
      // Pipelining lets a short transaction travel in one round trip (see batch).
      this.#pool = new pg.Pool({ ...config, pipeline: config.pipeline ?? true, connectionTimeoutMillis: timeout });
    } else {
      this.#pool = source as Pool;
    }
    this.#closePool = options.closePool ?? ownPool;
    // An idle client whose server went away emits 'error' on the pool; unhandled, it would end the process.
    this.#pool.on('error', (error) => logger.warn(`Idle PostgreSQL connection failed: ${error.message}`));
  }

  /** `"PostgreSQL"`. */
  getDatabaseProductName(): string {
    return 'PostgreSQL';
  }

  /**
   * The pool behind this data source (for metrics such as `totalCount` and `waitingCount`).
   *
   * @remarks The pool is `pg`'s own object: `util.inspect` of it shows its options, including a
   * connection string with its password. Log its counts, not the pool.
   */
  getPool(): Pool {
    return this.#pool;
  }

  /** Runs one statement on a pooled connection. */
  async query(sql: string, params: readonly unknown[] = [], options?: StatementOptions): Promise<SqlQueryResult> {
    const session = await this.open(options);
    try {
      return await session.run('PgDataSource.query', sql, params);
    } finally {
      await session.release();
    }
  }

  /** Runs a parameterless script (several statements allowed) on a pooled connection. */
  async execute(script: string, options?: StatementOptions): Promise<void> {
    const session = await this.open(options);
    try {
      await session.run('PgDataSource.execute', script, undefined);
    } finally {
      await session.release();
    }
  }

  /**
   * Runs `work` on one connection between `BEGIN` and `COMMIT` (`ROLLBACK` when it rejects).
   * With a pipelining pool, `BEGIN` travels with the first statement of `work`.
   */
  async transaction<T>(work: (connection: Connection) => Promise<T>, options?: StatementOptions): Promise<T> {
    const session = await this.open(options);
    const task = 'PgDataSource.transaction';
    try {
      const begin = session.run(task, 'BEGIN', undefined, true);
      session.transactionOpen = true;
      if (session.pipelined) begin.catch(() => undefined);
      else await begin;
      const connection: Connection = {
        // async: a statement after an abort rejects rather than throws, as the contract says.
        query: async (sql, params = []) => session.run(task, sql, params),
        execute: async (script) => {
          await session.run(task, script, undefined);
        },
      };
      const result = await work(connection);
      await begin;
      // A failed statement (even one whose rejection work caught) turns COMMIT into a rollback: report it.
      if (session.failure !== undefined) throw session.failure;
      const commit = session.run(task, 'COMMIT', undefined);
      await session.drain();
      await commit;
      if (session.failure !== undefined) throw session.failure;
      session.transactionOpen = false;
      return result;
    } finally {
      await session.release();
    }
  }

  /**
   * Runs the statements as one transaction. With a pipelining pool (the default for a pool created
   * here), `BEGIN`, the statements and `COMMIT` leave together: one round trip, one commit. The
   * statements are prepared once per connection, so keep their SQL fixed (values as parameters).
   */
  async batch(statements: readonly SqlStatement[], options?: StatementOptions): Promise<SqlQueryResult[]> {
    const session = await this.open(options);
    const task = 'PgDataSource.batch';
    try {
      session.transactionOpen = true;
      // Each distinct statement is prepared once per connection (planned once, not per call); a
      // repeat within the batch goes unnamed, as its twin's Parse may still be on its way.
      const named = new Set<string>();
      const nameOf = (sql: string): string | undefined => {
        if (named.has(sql)) return undefined;
        named.add(sql);
        return `spring_ai_ts_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
      };
      const pending = [
        session.run(task, 'BEGIN', undefined, true),
        ...statements.map((statement) => session.run(task, statement.sql, statement.params ?? [], false, nameOf(statement.sql))),
        session.run(task, 'COMMIT', undefined),
      ];
      // Every statement is already on its way; the first failure is the one to report.
      const settled = await Promise.allSettled(pending);
      const failed = settled.find((outcome) => outcome.status === 'rejected');
      if (failed !== undefined) throw failed.reason;
      session.transactionOpen = false;
      return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<SqlQueryResult>).value);
    } finally {
      await session.release();
    }
  }

  /** Ends the pool when it was created here (or `closePool` was set). */
  async close(): Promise<void> {
    if (this.#closePool && !this.#pool.ended) await this.#pool.end();
  }

  /** A session on a pooled client; waiting for one is bounded and ends when the signal aborts. */
  private async open(options: StatementOptions | undefined): Promise<PgSession> {
    const signal = options?.signal ?? AbortSignalContext.current();
    if (signal?.aborted) throw AbortedException.from(signal, 'The SQL statement');
    let pending: Promise<PoolClient> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopWaiting = (): void => undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), this.#connectionTimeoutMillis);
      timer.unref();
      stopWaiting = whenAborted(signal, () => reject(AbortedException.from(signal!, 'The SQL statement')));
    });
    try {
      // Inside the try: a configuration pg refuses (a malformed URL, a missing certificate file)
      // fails as a typed connection failure too.
      pending = this.#pool.connect();
      return new PgSession(listenForErrors(await Promise.race([pending, giveUp])), signal);
    } catch (error) {
      // A connection that arrives after the deadline or the abort goes straight back to the pool.
      pending?.then((late) => late.release(), () => undefined);
      if (error instanceof AbortedException) throw error;
      throw new CannotGetJdbcConnectionException(connectFailureMessage(error, this.#connectionTimeoutMillis, this.#pool), error);
    } finally {
      clearTimeout(timer);
      stopWaiting();
    }
  }
}

/** A `pg.Pool`, also from another copy of `pg` (so not by `instanceof`). */
function isPool(value: unknown): value is Pool {
  const candidate = value as Partial<Pool> | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.connect === 'function' &&
    typeof candidate.end === 'function' &&
    typeof candidate.on === 'function'
  );
}

function connectFailureMessage(error: unknown, timeoutMillis: number, pool: Pool): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout exceeded/i.test(message)) {
    return `Failed to obtain JDBC Connection: no free connection within ${timeoutMillis} ms (pool of ${
      pool.options.max ?? 10
    }, ${pool.waitingCount} waiting)`;
  }
  return `Failed to obtain JDBC Connection: ${message}`;
}
