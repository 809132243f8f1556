/* spring-ai-ts, Apache-2.0. The levels of the default console logger. */
import { JavaEnumConstant } from '../core/lang/JavaEnumConstant.js';

/**
 * The level of the default console logger, from most to least verbose; `OFF` writes nothing.
 * A logger writes the messages whose level's `ordinal()` is at least its own; `values()` lists
 * the levels, most verbose first.
 *
 * @category Core
 */
export class LogLevel extends JavaEnumConstant {
  /** Everything, including trace messages. */
  static readonly TRACE = new LogLevel('TRACE', 0);
  /** Debug messages and above. */
  static readonly DEBUG = new LogLevel('DEBUG', 1);
  /** Informational messages and above. */
  static readonly INFO = new LogLevel('INFO', 2);
  /** Warnings and errors (the default). */
  static readonly WARN = new LogLevel('WARN', 3);
  /** Errors only. */
  static readonly ERROR = new LogLevel('ERROR', 4);
  /** Nothing. */
  static readonly OFF = new LogLevel('OFF', 5);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /** The level named `name` (case-insensitive), or `undefined`. */
  static parse(name: string | undefined): LogLevel | undefined {
    if (name === undefined) return undefined;
    const upper = name.trim().toUpperCase();
    return LogLevel.values().find((level) => level.name() === upper);
  }
}
