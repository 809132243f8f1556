/* spring-ai-ts, Apache-2.0. Counterpart of javax.sql.DataSource, reduced to what the ports use. */
import type { Connection } from './Connection.js';
import type { SqlQueryResult } from './SqlQueryResult.js';
import type { SqlStatement } from './SqlStatement.js';
import type { StatementOptions } from './StatementOptions.js';

/**
 * Where connections come from: a pool of PostgreSQL connections (`PgDataSource` from
 * `spring-ai-ts/pg`) or an embedded PostgreSQL (`PGliteDataSource` from `spring-ai-ts/pglite`).
 *
 * As a {@link Connection} it runs each statement on any free connection; {@link transaction}
 * runs a callback on one connection inside `BEGIN` … `COMMIT` (rolled back when the callback
 * rejects); {@link batch} runs a list of statements as one transaction, sent together where the
 * driver can, so a short transaction costs one round trip.
 *
 * @remarks
 * Java's `DataSource.getConnection()` hands out a connection that the caller must close; here
 * the data source lends one for the duration of a callback, so it always goes back to the pool.
 * The database product name is declared by the implementation rather than read from connection
 * metadata, so dialect detection does no I/O. Failures reject with a {@link DataAccessException}
 * that never carries a password; every call takes an `AbortSignal` ({@link StatementOptions}).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.sql/javax/sql/DataSource.html
 * @category JDBC
 */
export interface DataSource extends Connection {
  /** Runs one statement with bound parameters (`$1`…) on a pooled connection; `options.signal` aborts it. */
  query(sql: string, params?: readonly unknown[], options?: StatementOptions): Promise<SqlQueryResult>;
  /** Runs a script without parameters on a pooled connection; `options.signal` aborts it. */
  execute(script: string, options?: StatementOptions): Promise<void>;
  /** The database product, as JDBC metadata names it (`"PostgreSQL"` for both drivers here). */
  getDatabaseProductName(): string;
  /**
   * Runs `work` on one connection inside a transaction: committed when it resolves, rolled back
   * when it rejects. Statements that `work` issued without awaiting finish before `COMMIT`; if
   * any failed, the transaction rolls back and rejects with that failure.
   */
  transaction<T>(work: (connection: Connection) => Promise<T>, options?: StatementOptions): Promise<T>;
  /**
   * Runs the statements in order as one transaction (all committed, or none when one fails) and
   * resolves with their results. Optional: without it, {@link JdbcTemplate} runs the statements
   * one by one inside {@link transaction}.
   */
  batch?(statements: readonly SqlStatement[], options?: StatementOptions): Promise<SqlQueryResult[]>;
  /** Closes the pool or the embedded database; later calls reject. */
  close(): Promise<void>;
}

/**
 * The tsyringe token of {@link DataSource} and its `instanceof` check.
 *
 * @category JDBC
 */
export const DataSource = {
  /** The tsyringe token of the application's data source. */
  TOKEN: Symbol.for('spring-ai.DataSource'),
  /** True for objects with the `DataSource` methods. */
  isInstance(value: unknown): value is DataSource {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<Record<keyof DataSource, unknown>>;
    return (
      typeof candidate.query === 'function' &&
      typeof candidate.execute === 'function' &&
      typeof candidate.transaction === 'function' &&
      typeof candidate.getDatabaseProductName === 'function'
    );
  },
} as const;
