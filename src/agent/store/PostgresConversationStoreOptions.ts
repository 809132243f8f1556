/* spring-ai-ts, Apache-2.0. Settings of the PostgreSQL conversation store. */
import type { DataSource } from '../../java/jdbc/DataSource.js';

/**
 * Settings of a {@link PostgresConversationStore}.
 *
 * @category Tools
 */
export interface PostgresConversationStoreOptions {
  /** Where the entries live: a `PgDataSource` (shared server) or a `PGliteDataSource` (embedded). */
  readonly dataSource: DataSource;
  /**
   * Separates the stores sharing the table, e.g. `"todo"` and `"tool-rounds"` (default
   * `"default"`); two stores with one namespace see the same entries.
   */
  readonly namespace?: string;
  /** The time to live of an entry stored without one, in milliseconds (default 30 minutes). */
  readonly defaultTtlMillis?: number;
  /** Create the table on first use when it is missing (default `true`). */
  readonly initializeSchema?: boolean;
  /**
   * Turns the stored JSON back into a value (default: the parsed JSON as is). Values are stored
   * with `JSON.stringify`, so class instances come back as plain objects unless this rebuilds them.
   */
  readonly fromJson?: (json: unknown) => unknown;
}
