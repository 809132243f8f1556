/* Ported from Spring Retry RetryListener (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */
import type { RetryContext } from './RetryContext.js';

/**
 * Callbacks around the attempts of a {@link RetryTemplate}; every method is optional (Java's
 * default methods).
 *
 * @see https://docs.spring.io/spring-retry/docs/api/current/org/springframework/retry/RetryListener.html
 * @category Core
 */
export interface RetryListener {
  /** Before the first attempt; returning `false` vetoes the whole execution. */
  open?(context: RetryContext, callback: unknown): boolean;
  /** After the last attempt, with the final error if it failed. */
  close?(context: RetryContext, callback: unknown, throwable: unknown): void;
  /** After an attempt that succeeded. */
  onSuccess?(context: RetryContext, callback: unknown, result: unknown): void;
  /** After an attempt that failed (the retry count already includes it). */
  onError?(context: RetryContext, callback: unknown, throwable: unknown): void;
}
