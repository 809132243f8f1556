/* Ported from Spring Retry RetryContext (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The state of one {@link RetryTemplate.execute} call, handed to the callback and the listeners.
 *
 * @see https://docs.spring.io/spring-retry/docs/api/current/org/springframework/retry/RetryContext.html
 * @category Core
 */
export interface RetryContext {
  /** How many attempts have failed so far (0 during the first attempt). */
  getRetryCount(): number;
  /** The error of the last failed attempt, if any. */
  getLastThrowable(): unknown;
  /** Whether the template will not try again. */
  isExhaustedOnly(): boolean;
  /** Asks the template not to try again after the current attempt. */
  setExhaustedOnly(): void;
}
