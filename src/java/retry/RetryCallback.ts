/* Ported from Spring Retry RetryCallback (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */
import type { RetryContext } from './RetryContext.js';

/**
 * One attempt of the work a {@link RetryTemplate} retries: a plain function (a Java lambda)
 * that may return a value or a `Promise`.
 *
 * @see https://docs.spring.io/spring-retry/docs/api/current/org/springframework/retry/RetryCallback.html
 * @category Core
 */
export type RetryCallback<T> = (context: RetryContext) => T | Promise<T>;
