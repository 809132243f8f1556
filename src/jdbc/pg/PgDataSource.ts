/* spring-ai-ts, Apache-2.0. A DataSource over a node-postgres (pg) connection pool. */
import pg from 'pg';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { Assert } from '../../core/Assert.js';
import { LoggerFactory } from '../../logging/LoggerFactory.js';
import { CannotGetJdbcConnectionException } from '../CannotGetJdbcConnectionException.js';
import type { Connection } from '../Connection.js';
import type { DataSource } from '../DataSource.js';
import { isConnectionFailure, translateSqlError } from '../internal/translateSqlError.js';
import type { SqlQueryResult } from '../SqlQueryResult.js';
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
      this.#pool = new pg.Pool({ ...config, connectionTimeoutMillis: timeout });
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

  /** The pool behind this data source (for metrics such as `totalCount` and `waitingCount`). */
  getPool(): Pool {
    return this.#pool;
  }

  /** Runs one statement on a pooled connection. */
  async query(sql: string, params: readonly unknown[] = []): Promise<SqlQueryResult> {
    const client = await this.acquire();
    let failure: unknown;
    try {
      return await runQuery(client, sql, params);
    } catch (error) {
      failure = error;
      throw translateSqlError('PgDataSource.query', sql, error);
    } finally {
      client.release(failure !== undefined && isConnectionFailure(failure));
    }
  }

  /** Runs a parameterless script (several statements allowed) on a pooled connection. */
  async execute(script: string): Promise<void> {
    const client = await this.acquire();
    let failure: unknown;
    try {
      await client.query(script);
    } catch (error) {
      failure = error;
      throw translateSqlError('PgDataSource.execute', script, error);
    } finally {
      client.release(failure !== undefined && isConnectionFailure(failure));
    }
  }

  /** Runs `work` on one connection between `BEGIN` and `COMMIT` (`ROLLBACK` when it rejects). */
  async transaction<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
    const client = await this.acquire();
    let broken = false;
    const connection: Connection = {
      query: async (sql, params = []) => {
        try {
          return await runQuery(client, sql, params);
        } catch (error) {
          broken ||= isConnectionFailure(error);
          throw translateSqlError('PgDataSource.transaction', sql, error);
        }
      },
      execute: async (script) => {
        try {
          await client.query(script);
        } catch (error) {
          broken ||= isConnectionFailure(error);
          throw translateSqlError('PgDataSource.transaction', script, error);
        }
      },
    };
    try {
      await connection.execute('BEGIN');
      const result = await work(connection);
      await connection.execute('COMMIT');
      return result;
    } catch (error) {
      if (!broken) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          broken = true;
          logger.warn(`ROLLBACK failed: ${(rollbackError as Error).message}`);
        }
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Ends the pool when it was created here (or `closePool` was set). */
  async close(): Promise<void> {
    if (this.#closePool && !this.#pool.ended) await this.#pool.end();
  }

  private async acquire(): Promise<PoolClient> {
    const pending = this.#pool.connect();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // A connection that arrives after the deadline goes straight back to the pool.
        pending.then((late) => late.release(), () => undefined);
        reject(new Error(`timeout exceeded when trying to connect`));
      }, this.#connectionTimeoutMillis);
      timer.unref();
    });
    try {
      return listenForErrors(await Promise.race([pending, timeout]));
    } catch (error) {
      throw new CannotGetJdbcConnectionException(connectFailureMessage(error, this.#connectionTimeoutMillis, this.#pool), error);
    } finally {
      clearTimeout(timer);
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

async function runQuery(client: PoolClient, sql: string, params: readonly unknown[]): Promise<SqlQueryResult> {
  const result = await client.query(sql, params as unknown[]);
  return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? result.rows.length };
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
