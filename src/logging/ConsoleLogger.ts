/* spring-ai-ts, Apache-2.0. The default Logger: writes to the console at or above a level. */
import { Logger } from './Logger.js';
import { LogLevel } from './LogLevel.js';

/**
 * The default {@link Logger}: writes `<level> <name> - <message>` to `console.debug`/`info`/
 * `warn`/`error` for messages at or above its level. As SLF4J does, a last argument that is an
 * `Error` and fills no `{}` placeholder is written after the message with its stack and its
 * `cause` chain (`Caused by: …`).
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
    const text = `${level.name()} ${this.name} - ${Logger.format(message, ...args)}`;
    // As SLF4J does: a last argument that is an error and fills no `{}` is printed with its stack
    // and its causes.
    const last = args.at(-1);
    const placeholders = message.match(/\{\}/g)?.length ?? 0;
    return last instanceof Error && args.length > placeholders ? `${text}\n${ConsoleLogger.describe(last)}` : text;
  }

  private static describe(error: Error): string {
    const lines: string[] = [];
    const seen = new Set<unknown>();
    let current: unknown = error;
    while (current instanceof Error && !seen.has(current)) {
      seen.add(current);
      const stack = current.stack ?? `${current.name}: ${current.message}`;
      lines.push(lines.length === 0 ? stack : `Caused by: ${stack}`);
      current = (current as { cause?: unknown }).cause;
    }
    return lines.join('\n');
  }
}
