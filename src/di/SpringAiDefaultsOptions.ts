/* spring-ai-ts, Apache-2.0. The store choices of registerSpringAiDefaults. */
import type { DataSource } from '../java/jdbc/DataSource.js';

/**
 * Choices for {@link registerSpringAiDefaults} (Spring Boot's `spring.ai.chat.memory.*`
 * properties' counterpart).
 *
 * @category Tools
 */
export interface SpringAiDefaultsOptions {
  /**
   * Where chat memory lives: absent, in process memory (`InMemoryChatMemoryRepository`); a
   * `PGliteDataSource` (`spring-ai-ts/pglite`, embedded, in a directory) or a `PgDataSource`
   * (`spring-ai-ts/pg`, a server shared by many instances) for a `JdbcChatMemoryRepository` that
   * creates its table on first use. The data source is also registered under `DataSource.TOKEN`.
   */
  readonly dataSource?: DataSource;
  /** The message window of the default `MessageWindowChatMemory` (default 20). */
  readonly maxMessages?: number;
}
