/* spring-ai-ts, Apache-2.0. Where the library's default loggers come from (SLF4J's LoggerFactory). */
import { ConsoleLogger } from './ConsoleLogger.js';
import type { Logger } from './Logger.js';
import { LogLevel } from './LogLevel.js';

/**
 * SLF4J's `LoggerFactory`: gives the library's and the application's loggers: {@link ConsoleLogger}s whose level comes from the
 * environment when the logger is created.
 *
 * - `SPRING_AI_TS_LOG=trace|debug|info|warn|error|off` sets the level;
 * - otherwise `DEBUG` naming `spring-ai-ts` (or `*`, or a `spring-ai-ts:*` pattern, the `debug`
 *   package convention) turns debug on;
 * - otherwise the level is `WARN`, so debug output such as `SimpleLoggerAdvisor`'s stays silent.
 *
 * @see https://www.slf4j.org/apidocs/org/slf4j/LoggerFactory.html
 * @category Core
 */
export abstract class LoggerFactory {
  private constructor() {}

  /**
   * A console logger named after `clazz` (its `name`) or named `name`, at the level the
   * environment selects. Java's `LoggerFactory.getLogger(X.class)` is `LoggerFactory.getLogger(X)`.
   *
   * @remarks
   * A class gives its simple name (`MyAdvisor`): TypeScript classes have no package, so SLF4J's
   * fully qualified name (`com.example.MyAdvisor`) is not available.
   *
   * @see https://www.slf4j.org/apidocs/org/slf4j/LoggerFactory.html#getLogger(java.lang.Class)
   */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class, as Java's Class<?>, including classes with private constructors
  static getLogger(clazz: Function): Logger;
  /**
   * A console logger named `name`, at the level the environment selects.
   *
   * @see https://www.slf4j.org/apidocs/org/slf4j/LoggerFactory.html#getLogger(java.lang.String)
   */
  static getLogger(name: string): Logger;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- see the overload
  static getLogger(nameOrClass: string | Function): Logger {
    const name = typeof nameOrClass === 'function' ? nameOrClass.name : String(nameOrClass);
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
