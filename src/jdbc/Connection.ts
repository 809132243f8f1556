/* spring-ai-ts, Apache-2.0. One database connection, as a DataSource lends it for a transaction. */
import type { SqlQueryResult } from './SqlQueryResult.js';
import type { StatementOptions } from './StatementOptions.js';

/**
 * One database session: what {@link DataSource.transaction} lends to its callback, and what a
 * {@link DataSource} does outside a transaction.
 *
 * SQL at this level uses the driver's own placeholders, `$1`, `$2`, … for PostgreSQL;
 * {@link JdbcTemplate} takes JDBC's `?` and rewrites it.
 *
 * @remarks
 * The counterpart of the part of `java.sql.Connection` that Spring's `JdbcTemplate` uses, as
 * `Promise`s. Failures reject with a {@link DataAccessException}; an aborted call (see
 * {@link StatementOptions}) rejects with `AbortedException`.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.sql/java/sql/Connection.html
 * @category JDBC
 */
export interface Connection {
  /** Runs one statement with bound parameters (`$1`…); values never enter the SQL text. */
  query(sql: string, params?: readonly unknown[], options?: StatementOptions): Promise<SqlQueryResult>;
  /** Runs a script without parameters; it may hold several statements separated by `;`. */
  execute(script: string, options?: StatementOptions): Promise<void>;
}
