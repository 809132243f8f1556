/* spring-ai-ts, Apache-2.0. Flux.retryWhen: resubscribe on failure as a Retry strategy decides. */
import { FluxCore } from '../internal/FluxCore.js';
import { cancelQuietly, done } from '../internal/fusion.js';
import type { Retry, RetrySignal } from '../Retry.js';

/** Reactor's `ImmutableRetrySignal`, rendered as Reactor renders it. @internal */
export function signal(totalRetries: number, totalRetriesInARow: number, failure: unknown): RetrySignal {
  const self: RetrySignal & { toString(): string } = {
    totalRetries: () => totalRetries,
    totalRetriesInARow: () => totalRetriesInARow,
    failure: () => failure,
    copy: () => self,
    toString: () => `attempt #${totalRetries + 1} (${totalRetriesInARow + 1} in a row), last failure={${String(failure)}}`,
  };
  return self;
}

/** What the loop asks of a strategy: a {@link Retry}, or the fixed count of `Flux.retry`. @internal */
export type RetryStrategy = Pick<Retry, '_decide' | '_before' | '_after'>;

/**
 * Implements {@link Flux.retryWhen} (and `Flux.retry`): when the source fails, `strategy` decides from the retry state
 * (retries so far, retries since the last element, the failure) whether to subscribe again after a
 * delay or to fail (the failure itself for a filtered-out error, Reactor's "Retries exhausted"
 * exception once attempts run out). A cancel during a delay clears the timer. @internal
 */
export function retryWhen<T>(source: FluxCore<T>, strategy: RetryStrategy): FluxCore<T> {
  return new FluxCore<T>(() => {
    let it: AsyncIterator<T> | undefined;
    let finished = false;
    let totalRetries = 0;
    let inARow = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wake: (() => void) | undefined;
    return {
      async next(): Promise<IteratorResult<T>> {
        for (;;) {
          if (finished) {
            return done();
          }
          it ??= source[Symbol.asyncIterator]();
          try {
            const result = await it.next();
            if (result.done) {
              finished = true;
            } else {
              inARow = 0;
            }
            return result;
          } catch (error) {
            if (finished) {
              throw error;
            }
            const state = signal(totalRetries, inARow, error);
            const decision = strategy._decide(state);
            if (!decision.retry) {
              finished = true;
              throw decision.error;
            }
            strategy._before(state);
            if (decision.delayMillis > 0) {
              await new Promise<void>((resolve) => {
                wake = resolve;
                timer = setTimeout(resolve, decision.delayMillis);
              });
              timer = undefined;
              wake = undefined;
            }
            if (finished) {
              return done();
            }
            strategy._after(state);
            totalRetries++;
            inARow++;
            it = undefined;
          }
        }
      },
      async return(): Promise<IteratorResult<T>> {
        if (!finished) {
          finished = true;
          clearTimeout(timer);
          wake?.();
          await cancelQuietly(it);
        }
        return done();
      },
    };
  });
}
