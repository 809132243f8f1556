/* spring-ai-ts, Apache-2.0. The logging seam: the few SLF4J Logger methods the library uses. */

/**
 * A logger, the subset of SLF4J's `Logger` that spring-ai-ts uses; pass your own (pino,
 * winston, console wrappers) where a component accepts one.
 *
 * Messages use SLF4J's `{}` placeholders, filled in order from `args`; a logger may format
 * them as it likes. {@link LoggerFactory.getLogger} gives the default console-backed logger.
 *
 * @example
 * ```ts
 * const logger: Logger = {
 *   isDebugEnabled: () => true,
 *   debug: (message, ...args) => pino.debug({ args }, message),
 *   info: (message, ...args) => pino.info({ args }, message),
 *   warn: (message, ...args) => pino.warn({ args }, message),
 *   error: (message, ...args) => pino.error({ args }, message),
 * };
 * const advisor = SimpleLoggerAdvisor.builder().logger(logger).build();
 * ```
 *
 * @category Core
 */
export interface Logger {
  /** Whether `debug` messages are written; callers skip building costly messages otherwise. */
  isDebugEnabled(): boolean;
  /** Logs at debug level. */
  debug(message: string, ...args: unknown[]): void;
  /** Logs at info level. */
  info(message: string, ...args: unknown[]): void;
  /** Logs at warn level. */
  warn(message: string, ...args: unknown[]): void;
  /** Logs at error level. */
  error(message: string, ...args: unknown[]): void;
}

/**
 * Companion of {@link Logger}: the `instanceof` check and SLF4J-style message formatting.
 *
 * @category Core
 */
export const Logger = {
  /** True when `value` has the five {@link Logger} methods. */
  isInstance(value: unknown): value is Logger {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Record<keyof Logger, unknown>;
    return (
      typeof candidate.isDebugEnabled === 'function' &&
      typeof candidate.debug === 'function' &&
      typeof candidate.info === 'function' &&
      typeof candidate.warn === 'function' &&
      typeof candidate.error === 'function'
    );
  },
  /** Fills SLF4J's `{}` placeholders with `args`, in order (`String(arg)`); extra args are ignored. */
  format(message: string, ...args: unknown[]): string {
    let index = 0;
    return message.replace(/\{\}/g, (placeholder) => (index < args.length ? String(args[index++]) : placeholder));
  },
} as const;
