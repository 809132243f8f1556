/* spring-ai-ts, Apache-2.0. The levels of the default console logger. */

/**
 * The level of the default console logger, from most to least verbose; `OFF` writes nothing.
 *
 * @category Core
 */
export class LogLevel {
  /** Everything, including debug messages. */
  static readonly DEBUG = new LogLevel('DEBUG', 0);
  /** Informational messages and above. */
  static readonly INFO = new LogLevel('INFO', 1);
  /** Warnings and errors (the default). */
  static readonly WARN = new LogLevel('WARN', 2);
  /** Errors only. */
  static readonly ERROR = new LogLevel('ERROR', 3);
  /** Nothing. */
  static readonly OFF = new LogLevel('OFF', 4);

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
  ) {}

  /** The level's name. */
  name(): string {
    return this._name;
  }

  /** The level's position; a logger writes messages whose level's ordinal is at least its own. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The level's name. */
  toString(): string {
    return this._name;
  }

  /** Every level, most verbose first. */
  static values(): LogLevel[] {
    return [LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR, LogLevel.OFF];
  }

  /** The level named `name` (case-insensitive; `TRACE` counts as `DEBUG`), or `undefined`. */
  static parse(name: string | undefined): LogLevel | undefined {
    if (name === undefined) return undefined;
    const upper = name.trim().toUpperCase();
    if (upper === 'TRACE') return LogLevel.DEBUG;
    return LogLevel.values().find((level) => level._name === upper);
  }
}
