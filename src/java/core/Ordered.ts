/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.Ordered. */

/**
 * Something with an order: a lower value has higher priority (runs earlier on the way in).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/Ordered.html
 * @category Core
 */
export interface Ordered {
  /** The order value; lower runs first. */
  getOrder(): number;
}

/**
 * The constants of Spring's `Ordered`, with Java's `int` values so that
 * `Ordered.HIGHEST_PRECEDENCE + 300` equals the Java number.
 *
 * @category Core
 */
export const Ordered = {
  /** `Integer.MIN_VALUE`: the highest priority. */
  HIGHEST_PRECEDENCE: -2147483648,
  /** `Integer.MAX_VALUE`: the lowest priority. */
  LOWEST_PRECEDENCE: 2147483647,
  /** True when `value` has a `getOrder()` method. */
  isInstance(value: unknown): value is Ordered {
    return typeof value === 'object' && value !== null && typeof (value as Ordered).getOrder === 'function';
  },
} as const;
