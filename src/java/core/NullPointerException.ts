/* spring-ai-ts, Apache-2.0. Counterpart of java.lang.NullPointerException. */
import { RuntimeException } from './RuntimeException.js';

/**
 * Counterpart of `java.lang.NullPointerException`, thrown where Spring calls
 * `Objects.requireNonNull`, with Spring's message; `null` and `undefined` count alike.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/NullPointerException.html
 * @category Errors
 */
export class NullPointerException extends RuntimeException {
  /** `Objects.requireNonNull(value, message)`: returns `value`, or throws with `message`. */
  static requireNonNull<T>(value: T, message?: string): NonNullable<T> {
    if (value === null || value === undefined) throw new NullPointerException(message);
    return value as NonNullable<T>;
  }
}
