/* spring-ai-ts, Apache-2.0. Settings of the embedded PGlite data source. */
import type { Extensions } from '@electric-sql/pglite';

/**
 * Settings of a {@link PGliteDataSource}.
 *
 * @category JDBC
 */
export interface PGliteDataSourceOptions {
  /**
   * The directory that holds the database (created when missing); absent: in memory, gone when
   * the process ends.
   */
  readonly dataDir?: string;
  /** PGlite extensions to load, e.g. `{ vector }` from `@electric-sql/pglite/vector`. */
  readonly extensions?: Extensions;
}
