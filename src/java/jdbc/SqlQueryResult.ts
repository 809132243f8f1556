/* spring-ai-ts, Apache-2.0. The result of one SQL statement run through a DataSource. */

/**
 * What one SQL statement returned: its rows (one object per row, keyed by column label) and the
 * number of rows it returned or changed.
 *
 * @remarks
 * No Spring counterpart: JDBC's `ResultSet` and update counts, reduced to what the drivers
 * give back in one round trip.
 *
 * @category JDBC
 */
export interface SqlQueryResult {
  /** The rows, keyed by column label (PostgreSQL folds unquoted labels to lower case). */
  readonly rows: Record<string, unknown>[];
  /** The rows returned by a query, or changed by an `INSERT`, `UPDATE` or `DELETE`. */
  readonly rowCount: number;
}
