/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.util.Assert. */
import { IllegalArgumentException } from './IllegalArgumentException.js';
import { IllegalStateException } from './IllegalStateException.js';
import { StringUtils } from './StringUtils.js';

/**
 * A message, or a function producing it lazily (Spring's `Supplier<String>` overloads).
 *
 * @category Core
 */
export type AssertMessage = string | (() => string);

const text = (message: AssertMessage): string => (typeof message === 'function' ? message() : message);

const fail = (message: AssertMessage): never => {
  throw new IllegalArgumentException(text(message));
};

const isCollection = (value: unknown): value is Iterable<unknown> & { size?: number; length?: number } =>
  Array.isArray(value) || value instanceof Set || value instanceof Map;

/**
 * Argument and state checks that throw Spring's exceptions with the caller's exact message.
 *
 * `null` and `undefined` are treated alike, as both stand for Java's `null`. The checks are
 * assertion functions, so TypeScript narrows the value after a successful check.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/util/Assert.html
 * @category Core
 */
export abstract class Assert {
  /** Throws `IllegalArgumentException` when `value` is `null` or `undefined`. */
  static notNull<T>(value: T, message: AssertMessage): asserts value is NonNullable<T> {
    if (value === null || value === undefined) fail(message);
  }

  /** Throws `IllegalArgumentException` unless `value` is `null` or `undefined`. */
  static isNull(value: unknown, message: AssertMessage): void {
    if (value !== null && value !== undefined) fail(message);
  }

  /** Throws `IllegalArgumentException` when `condition` is false. */
  static isTrue(condition: boolean, message: AssertMessage): asserts condition {
    if (!condition) fail(message);
  }

  /** Throws `IllegalStateException` when `condition` is false. */
  static state(condition: boolean, message: AssertMessage): asserts condition {
    if (!condition) throw new IllegalStateException(text(message));
  }

  /** Throws `IllegalArgumentException` unless `value` is a string with at least one character. */
  static hasLength(value: string | null | undefined, message: AssertMessage): asserts value is string {
    if (typeof value !== 'string' || value.length === 0) fail(message);
  }

  /** Throws `IllegalArgumentException` unless `value` has a non-whitespace character. */
  static hasText(value: string | null | undefined, message: AssertMessage): asserts value is string {
    if (!StringUtils.hasText(value)) fail(message);
  }

  /**
   * Throws `IllegalArgumentException` when `value` is absent or empty: an array, `Set` or `Map`
   * without entries, or a plain object without keys (a Java `Map` given as an object).
   */
  static notEmpty<T>(value: T, message: AssertMessage): asserts value is NonNullable<T> {
    if (value === null || value === undefined) fail(message);
    if (isCollection(value)) {
      if ((Array.isArray(value) ? value.length : (value as unknown as Set<unknown>).size) === 0) fail(message);
    } else if (typeof value === 'object' && Object.keys(value as object).length === 0) {
      fail(message);
    }
  }

  /** Throws `IllegalArgumentException` when the array or collection holds `null` or `undefined`. */
  static noNullElements(value: Iterable<unknown> | null | undefined, message: AssertMessage): void {
    if (value === null || value === undefined) return;
    for (const element of value) {
      if (element === null || element === undefined) fail(message);
    }
  }

  /** Throws `IllegalArgumentException` when `value` contains `part`. */
  static doesNotContain(value: string | null | undefined, part: string, message: AssertMessage): void {
    if (typeof value === 'string' && part.length > 0 && value.includes(part)) fail(message);
  }
}
