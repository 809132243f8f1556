/* spring-ai-ts, Apache-2.0. The default Logger: writes to the console at or above a level. */
import { Logger } from './Logger.js';
import { LogLevel } from './LogLevel.js';

/**
 * The default {@link Logger}: writes `<level> <name> - <message>` to `console.debug`/`info`/
 * `warn`/`error` for messages at or above its level.
 *
 * @category Core
 */
export class ConsoleLogger implements Logger {
  /**
   * @param name - the logger's name, usually the class that logs
   * @param level - the least severe level written
   */
  constructor(
    private readonly name: string,
    private readonly level: LogLevel,
  ) {}

  /** The logger's name. */
  getName(): string {
    return this.name;
  }

  /** The least severe level written. */
  getLevel(): LogLevel {
    return this.level;
  }

  /** Whether debug messages are written. */
  isDebugEnabled(): boolean {
    return this.level.ordinal() <= LogLevel.DEBUG.ordinal();
  }

  /** Writes a debug message when enabled. */
  debug(message: string, ...args: unknown[]): void {
    if (this.isDebugEnabled()) console.debug(this.line(LogLevel.DEBUG, message, args));
  }

  /** Writes an info message when enabled. */
  info(message: string, ...args: unknown[]): void {
    if (this.level.ordinal() <= LogLevel.INFO.ordinal()) console.info(this.line(LogLevel.INFO, message, args));
  }

  /** Writes a warning when enabled. */
  warn(message: string, ...args: unknown[]): void {
    if (this.level.ordinal() <= LogLevel.WARN.ordinal()) console.warn(this.line(LogLevel.WARN, message, args));
  }

  /** Writes an error when enabled. */
  error(message: string, ...args: unknown[]): void {
    if (this.level.ordinal() <= LogLevel.ERROR.ordinal()) console.error(this.line(LogLevel.ERROR, message, args));
  }

  private line(level: LogLevel, message: string, args: unknown[]): string {
    return `${level.name()} ${this.name} - ${Logger.format(message, ...args)}`;
  }
}
