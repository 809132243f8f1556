/* spring-ai-ts, Apache-2.0. One SQL statement with its bound parameters, as a batch carries it. */

/**
 * One statement of {@link DataSource.batch}: SQL with the driver's placeholders (`$1`, `$2`, …)
 * and the values bound to them.
 *
 * @remarks
 * No Spring counterpart: a JDBC batch holds one statement with several parameter sets; this is
 * one element of a list of different statements run as one transaction.
 *
 * @category JDBC
 */
export interface SqlStatement {
  /** The SQL, with `$1`, `$2`, … placeholders. */
  readonly sql: string;
  /** The values bound to the placeholders, in order; never spliced into the SQL. */
  readonly params?: readonly unknown[];
}
