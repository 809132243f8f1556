/* spring-ai-ts, Apache-2.0. The default Logger: writes to the console at or above a level. */
import { Logger } from './Logger.js';
import { LogLevel } from './LogLevel.js';

/**
 * The default {@link Logger}: writes `<level> <name> - <message>` to `console.debug` (trace and
 * debug), `console.info`, `console.warn` or `console.error` for messages at or above its level.
 * As SLF4J 2 does, a last argument that is an `Error` fills no `{}` placeholder: it is written
 * after the message with its stack and its `cause` chain (`Caused by: …`).
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

  /** Whether trace messages are written. */
  isTraceEnabled(): boolean {
    return this.enabled(LogLevel.TRACE);
  }

  /** Whether debug messages are written. */
  isDebugEnabled(): boolean {
    return this.enabled(LogLevel.DEBUG);
  }

  /** Whether info messages are written. */
  isInfoEnabled(): boolean {
    return this.enabled(LogLevel.INFO);
  }

  /** Whether warnings are written. */
  isWarnEnabled(): boolean {
    return this.enabled(LogLevel.WARN);
  }

  /** Whether errors are written. */
  isErrorEnabled(): boolean {
    return this.enabled(LogLevel.ERROR);
  }

  /** Writes a trace message (to `console.debug`) when enabled. */
  trace(message: string, ...args: unknown[]): void {
    if (this.enabled(LogLevel.TRACE)) console.debug(this.line(LogLevel.TRACE, message, args));
  }

  /** Writes a debug message when enabled. */
  debug(message: string, ...args: unknown[]): void {
    if (this.enabled(LogLevel.DEBUG)) console.debug(this.line(LogLevel.DEBUG, message, args));
  }

  /** Writes an info message when enabled. */
  info(message: string, ...args: unknown[]): void {
    if (this.enabled(LogLevel.INFO)) console.info(this.line(LogLevel.INFO, message, args));
  }

  /** Writes a warning when enabled. */
  warn(message: string, ...args: unknown[]): void {
    if (this.enabled(LogLevel.WARN)) console.warn(this.line(LogLevel.WARN, message, args));
  }

  /** Writes an error when enabled. */
  error(message: string, ...args: unknown[]): void {
    if (this.enabled(LogLevel.ERROR)) console.error(this.line(LogLevel.ERROR, message, args));
  }

  private enabled(level: LogLevel): boolean {
    return this.level !== LogLevel.OFF && this.level.ordinal() <= level.ordinal();
  }

  private line(level: LogLevel, message: string, args: unknown[]): string {
    const text = `${level.name()} ${this.name} - ${Logger.format(message, ...args)}`;
    // As SLF4J 2 does: a last argument that is an error is the throwable (never a placeholder's
    // value), printed with its stack and its causes.
    const last = args.at(-1);
    return last instanceof Error ? `${text}\n${ConsoleLogger.describe(last)}` : text;
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
