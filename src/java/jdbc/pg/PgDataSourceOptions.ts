/* spring-ai-ts, Apache-2.0. Settings of PgDataSource beyond the pg pool's own. */

/**
 * Settings of a {@link PgDataSource} built on an existing `pg.Pool`.
 *
 * @category JDBC
 */
export interface PgDataSourceOptions {
  /**
   * The longest wait for a free connection, in milliseconds, before a
   * `CannotGetJdbcConnectionException` (default: the pool's `connectionTimeoutMillis`, or
   * 10,000 when the pool waits forever).
   */
  readonly connectionTimeoutMillis?: number;
  /** Whether {@link PgDataSource.close} ends the pool (default `false` for a pool passed in). */
  readonly closePool?: boolean;
}
