/* spring-ai-ts, Apache-2.0. Where the library's default loggers come from (SLF4J's LoggerFactory). */
import { ConsoleLogger } from './ConsoleLogger.js';
import type { Logger } from './Logger.js';
import { LogLevel } from './LogLevel.js';

/**
 * Gives the library's default loggers: {@link ConsoleLogger}s whose level comes from the
 * environment when the logger is created.
 *
 * - `SPRING_AI_TS_LOG=debug|info|warn|error|off` sets the level (`trace` counts as `debug`);
 * - otherwise `DEBUG` naming `spring-ai-ts` (or `*`, or a `spring-ai-ts:*` pattern, the `debug`
 *   package convention) turns debug on;
 * - otherwise the level is `WARN`, so debug output such as `SimpleLoggerAdvisor`'s stays silent.
 *
 * @category Core
 */
export abstract class LoggerFactory {
  private constructor() {}

  /** A console logger named `name` at the level the environment selects. */
  static getLogger(name: string): Logger {
    return new ConsoleLogger(name, LoggerFactory.levelFromEnvironment());
  }

  /** The level the environment selects (see the class description). */
  static levelFromEnvironment(): LogLevel {
    const env = typeof process === 'undefined' ? {} : process.env;
    const explicit = LogLevel.parse(env['SPRING_AI_TS_LOG']);
    if (explicit !== undefined) return explicit;
    const debug = env['DEBUG'];
    if (debug !== undefined) {
      const enabled = debug
        .split(/[\s,]+/)
        .some((pattern) => pattern === '*' || pattern === 'spring-ai-ts' || pattern.startsWith('spring-ai-ts:'));
      if (enabled) return LogLevel.DEBUG;
    }
    return LogLevel.WARN;
  }
}
