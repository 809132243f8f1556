/* Ported from Spring AI RateLimit (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Duration } from '../../java/core/time/Duration.js';

/**
 * The provider's rate-limit state after a call: limits, what remains, and when each resets.
 *
 * @remarks
 * Java's `Long` values are `number | undefined`; `java.time.Duration` is js-joda's
 * `Duration` (`@js-joda/core`), which the library also exports.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/RateLimit.html
 * @category Chat Model
 */
export interface RateLimit {
  /** Maximum requests allowed before the limit applies. */
  getRequestsLimit(): number | undefined;

  /** Requests left before the limit applies. */
  getRequestsRemaining(): number | undefined;

  /** Time until the request limit resets. */
  getRequestsReset(): Duration | undefined;

  /** Maximum tokens allowed before the limit applies. */
  getTokensLimit(): number | undefined;

  /** Tokens left before the limit applies. */
  getTokensRemaining(): number | undefined;

  /** Time until the token limit resets. */
  getTokensReset(): Duration | undefined;
}

/**
 * Companion of the {@link RateLimit} interface.
 *
 * @category Chat Model
 */
export const RateLimit = {
  /** True for objects with the six rate-limit getters (the counterpart of `instanceof RateLimit`). */
  isInstance(value: unknown): value is RateLimit {
    const candidate = value as Partial<Record<keyof RateLimit, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getRequestsLimit === 'function' &&
      typeof candidate.getRequestsRemaining === 'function' &&
      typeof candidate.getRequestsReset === 'function' &&
      typeof candidate.getTokensLimit === 'function' &&
      typeof candidate.getTokensRemaining === 'function' &&
      typeof candidate.getTokensReset === 'function'
    );
  },
} as const;
