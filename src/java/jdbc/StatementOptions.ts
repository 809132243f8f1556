/* spring-ai-ts, Apache-2.0. Per-call settings of a DataSource operation. */

/**
 * Settings of one {@link DataSource} call.
 *
 * @remarks
 * No Spring counterpart: JDBC's `Statement.cancel()` becomes an `AbortSignal`. When `signal` is
 * absent, the caller's signal from `AbortSignalContext` applies (the one a `ChatClient` call
 * carries), so chat memory work stops with the call that started it.
 *
 * @category JDBC
 */
export interface StatementOptions {
  /**
   * Aborts the call: it rejects with `AbortedException` and leaves nothing half written (a
   * transaction is rolled back). What can be interrupted depends on the data source; see
   * `PgDataSource` and `PGliteDataSource`.
   */
  readonly signal?: AbortSignal | undefined;
}
