/* spring-ai-ts, Apache-2.0. SLF4J's Logger: the surface applications log through. */

/**
 * A logger with SLF4J's surface: `trace`/`debug`/`info`/`warn`/`error` with `{}` placeholders,
 * a trailing error printed with its stack, and the `is…Enabled()` checks. Translated Java keeps
 * its logging as written:
 *
 * @example
 * ```ts
 * class MyAdvisor {
 *   private static readonly log = LoggerFactory.getLogger(MyAdvisor);
 *
 *   handle(request: ChatClientRequest): void {
 *     if (MyAdvisor.log.isDebugEnabled()) MyAdvisor.log.debug('request: {}', request);
 *     MyAdvisor.log.info('user {} asked {}', userId, question);
 *   }
 * }
 * ```
 *
 * Library components that accept a logger of yours (`SimpleLoggerAdvisor.builder().logger(…)`,
 * the observation handlers' constructors) take a {@link Logger.Minimal}: the five methods they
 * call. A pino, winston or console wrapper with those five methods keeps working there, and
 * every `Logger` is one.
 *
 * @remarks
 * SLF4J's `Marker` overloads and its fluent `atInfo()` API are not provided. As in SLF4J 2 (the
 * version Spring AI 1.1.8 applications run), a last argument that is an `Error` is always the
 * throwable: `log.warn("failed {}", e)` writes `failed {}` and then the error with its stack.
 *
 * @see https://www.slf4j.org/apidocs/org/slf4j/Logger.html
 * @category Core
 */
export interface Logger {
  /** The logger's name (the class name for `LoggerFactory.getLogger(X)`). */
  getName(): string;
  /** Whether `trace` messages are written. */
  isTraceEnabled(): boolean;
  /** Whether `debug` messages are written; callers skip building costly messages otherwise. */
  isDebugEnabled(): boolean;
  /** Whether `info` messages are written. */
  isInfoEnabled(): boolean;
  /** Whether `warn` messages are written. */
  isWarnEnabled(): boolean;
  /** Whether `error` messages are written. */
  isErrorEnabled(): boolean;
  /** Logs at trace level; `{}` placeholders are filled from `args`, a trailing error is printed with its stack. */
  trace(message: string, ...args: unknown[]): void;
  /** Logs at debug level; `{}` placeholders are filled from `args`, a trailing error is printed with its stack. */
  debug(message: string, ...args: unknown[]): void;
  /** Logs at info level; `{}` placeholders are filled from `args`, a trailing error is printed with its stack. */
  info(message: string, ...args: unknown[]): void;
  /** Logs at warn level; `{}` placeholders are filled from `args`, a trailing error is printed with its stack. */
  warn(message: string, ...args: unknown[]): void;
  /** Logs at error level; `{}` placeholders are filled from `args`, a trailing error is printed with its stack. */
  error(message: string, ...args: unknown[]): void;
}

/** SLF4J's rendering of one argument (`String.valueOf`, arrays as `[a, b]`). */
function render(value: unknown, seen: Set<unknown>): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value) || value instanceof Set) {
    if (seen.has(value)) return '[...]';
    seen.add(value);
    const text = `[${[...(value as Iterable<unknown>)].map((item) => render(item, seen)).join(', ')}]`;
    seen.delete(value);
    return text;
  }
  if (value instanceof Map) {
    if (seen.has(value)) return '{...}';
    seen.add(value);
    const text = `{${[...(value as Map<unknown, unknown>)].map(([k, v]) => `${render(k, seen)}=${render(v, seen)}`).join(', ')}}`;
    seen.delete(value);
    return text;
  }
  try {
    return String(value);
  } catch {
    return '[FAILED toString()]';
  }
}

/**
 * Companion of {@link Logger}: the check for a {@link Logger.Minimal} and SLF4J's message formatting.
 *
 * @category Core
 */
export const Logger = {
  /** True when `value` has the five methods of a {@link Logger.Minimal}. */
  isInstance(value: unknown): value is Logger.Minimal {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Record<keyof Logger.Minimal, unknown>;
    return (
      typeof candidate.isDebugEnabled === 'function' &&
      typeof candidate.debug === 'function' &&
      typeof candidate.info === 'function' &&
      typeof candidate.warn === 'function' &&
      typeof candidate.error === 'function'
    );
  },
  /**
   * Fills SLF4J's `{}` placeholders with `args`, in order, as SLF4J 2's `MessageFormatter` does:
   * a last argument that is an `Error` is the throwable, never a placeholder's value (a logger
   * prints it after the message, with its stack); `null`/`undefined` → `null`, arrays and sets as
   * `[a, b]`, maps as `{k=v}`, anything else by `String(arg)`; `\{}` is a literal `{}`;
   * placeholders without an argument stay, extra arguments are ignored.
   *
   * @see https://www.slf4j.org/apidocs/org/slf4j/helpers/MessageFormatter.html
   */
  format(message: string, ...args: unknown[]): string {
    const values = args.length > 0 && args[args.length - 1] instanceof Error ? args.slice(0, -1) : args;
    let index = 0;
    return message.replace(/(\\*)\{\}/g, (match: string, slashes: string) => {
      // One backslash escapes the placeholder; two are a literal backslash before a placeholder.
      if (slashes.length % 2 === 1) return `${'\\'.repeat((slashes.length - 1) / 2)}{}`;
      const prefix = '\\'.repeat(slashes.length / 2);
      return index < values.length ? `${prefix}${render(values[index++], new Set())}` : match;
    });
  },
} as const;

/** Type-level view of the types nested in {@link Logger}. */
export declare namespace Logger {
  /**
   * The five methods the library's components call on a logger you pass them
   * (`SimpleLoggerAdvisor.builder().logger(…)`, observation handlers): a logger of your own
   * needs only these; every {@link Logger} is one.
   *
   * @example
   * ```ts
   * const logger: Logger.Minimal = {
   *   isDebugEnabled: () => true,
   *   debug: (message, ...args) => pino.debug(Logger.format(message, ...args)),
   *   info: (message, ...args) => pino.info(Logger.format(message, ...args)),
   *   warn: (message, ...args) => pino.warn(Logger.format(message, ...args)),
   *   error: (message, ...args) => pino.error(Logger.format(message, ...args)),
   * };
   * const advisor = SimpleLoggerAdvisor.builder().logger(logger).build();
   * ```
   */
  type Minimal = Pick<Logger, 'isDebugEnabled' | 'debug' | 'info' | 'warn' | 'error'>;
}
