/* spring-ai-ts, Apache-2.0. The choices of registerSpringAiDefaults. */
import type { DataSource } from '../java/jdbc/DataSource.js';
import type { Environment, EnvironmentOptions } from './config/Environment.js';
import type { SpringAiAutoConfiguration } from './SpringAiAutoConfiguration.js';

/**
 * Choices for {@link registerSpringAiDefaults}.
 *
 * @category Configuration
 */
export interface SpringAiDefaultsOptions {
  /**
   * The configuration: an {@link Environment}, or where to read one (a configuration file `path`,
   * the working directory, the environment variables). By default `Environment.load()`: the
   * environment variables and Spring Boot's `application.properties` / `application.yml` lookup
   * in the working directory.
   */
  readonly environment?: Environment | EnvironmentOptions;
  /**
   * The providers' auto-configurations to apply, e.g. `MiniMaxAutoConfiguration` from
   * `spring-ai-ts/minimax` (Spring Boot applies those of the starters on the classpath).
   */
  readonly autoConfigurations?: readonly SpringAiAutoConfiguration[];
  /**
   * Where chat memory lives: absent (and no `DataSource.TOKEN` registered), in process memory
   * (`InMemoryChatMemoryRepository`); a `PGliteDataSource` (`spring-ai-ts/pglite`, embedded, in a
   * directory) or a `PgDataSource` (`spring-ai-ts/pg`, a server shared by many instances) for a
   * `JdbcChatMemoryRepository`. The data source is also registered under `DataSource.TOKEN`.
   */
  readonly dataSource?: DataSource;
  /** The message window of the default `MessageWindowChatMemory` (default 20). */
  readonly maxMessages?: number;
}
