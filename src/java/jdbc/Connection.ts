/* spring-ai-ts, Apache-2.0. One database connection, as a DataSource lends it for a transaction. */
import type { SqlQueryResult } from './SqlQueryResult.js';

/**
 * One database session: what {@link DataSource.transaction} lends to its callback, and what a
 * {@link DataSource} does outside a transaction.
 *
 * SQL at this level uses the driver's own placeholders, `$1`, `$2`, … for PostgreSQL;
 * {@link JdbcTemplate} takes JDBC's `?` and rewrites it.
 *
 * @remarks
 * The counterpart of the part of `java.sql.Connection` that Spring's `JdbcTemplate` uses, as
 * `Promise`s. Failures reject with a {@link DataAccessException}. A connection lent by
 * {@link DataSource.transaction} runs under that call's `AbortSignal`: once it aborts, its
 * statements reject with `AbortedException`. A {@link DataSource} takes a signal per call.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.sql/java/sql/Connection.html
 * @category JDBC
 */
export interface Connection {
  /** Runs one statement with bound parameters (`$1`…); values never enter the SQL text. */
  query(sql: string, params?: readonly unknown[]): Promise<SqlQueryResult>;
  /** Runs a script without parameters; it may hold several statements separated by `;`. */
  execute(script: string): Promise<void>;
}
