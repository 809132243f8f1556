/* spring-ai-ts, Apache-2.0. Flux.retry: resubscribe to the source when it fails, a bounded number of times. */
import type { FluxCore } from '../internal/FluxCore.js';
import { retryWhen, type RetryStrategy } from './retryWhen.js';

const NO_OP = (): void => {};

/**
 * Implements {@link Flux.retry} as a {@link retryWhen} whose strategy retries at once, up to
 * `numRetries` times over the whole subscription (the count is not reset by elements, as in
 * Reactor's `FluxRetry`), and then lets the failure itself through (no "Retries exhausted"
 * wrapper). @internal
 */
export function retry<T>(source: FluxCore<T>, numRetries: number): FluxCore<T> {
  const strategy: RetryStrategy = {
    _decide: (signal) =>
      numRetries - signal.totalRetries() <= 0 ? { retry: false, error: signal.failure() } : { retry: true, delayMillis: 0 },
    _before: NO_OP,
    _after: NO_OP,
  };
  return retryWhen(source, strategy);
}
