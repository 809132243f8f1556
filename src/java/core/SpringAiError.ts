/* spring-ai-ts, Apache-2.0. No Java counterpart: the root of every error the library throws. */

const BRAND = Symbol.for('spring-ai.error');

/**
 * Root of every error spring-ai-ts throws, so one `catch` can tell the library's failures from
 * anything else.
 *
 * @remarks
 * Java has no common root for Spring AI's exceptions. The port adds one so that
 * `SpringAiError.isInstance(e)` works even when two copies of the package are loaded (it checks a
 * `Symbol.for` brand, not the prototype chain). The `name` of every subclass is its class name,
 * and the ES2022 `cause` carries the wrapped error.
 *
 * @category Errors
 */
export class SpringAiError extends Error {
  private readonly [BRAND] = true;

  constructor(message?: string, options?: { cause?: unknown }) {
    super(message ?? '', options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }

  /** The message, as Java's `Throwable.getMessage()` returns it. */
  getMessage(): string {
    return this.message;
  }

  /** The wrapped error, or `undefined`, as Java's `Throwable.getCause()`. */
  getCause(): unknown {
    return this.cause;
  }

  /** True for any error created by any loaded copy of spring-ai-ts. */
  static isInstance(value: unknown): value is SpringAiError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
