/* spring-ai-ts, Apache-2.0. Flux.retry: resubscribe to the source when it fails, a bounded number of times. */
import { FluxCore } from '../internal/FluxCore.js';
import { cancelQuietly, done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.retry}: when the source fails, it is subscribed again (re-emitting from its
 * start, as a cold source does), up to `numRetries` times over the whole subscription (the count is
 * not reset by elements, as in Reactor's `FluxRetry`); then the error goes on. @internal
 */
export function retry<T>(source: FluxCore<T>, numRetries: number): FluxCore<T> {
  return new FluxCore<T>(() => {
    let it: AsyncIterator<T> | undefined;
    let remaining = numRetries;
    let finished = false;
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
            }
            return result;
          } catch (error) {
            if (finished || remaining <= 0) {
              finished = true;
              throw error;
            }
            remaining--;
            it = undefined;
          }
        }
      },
      async return(): Promise<IteratorResult<T>> {
        if (!finished) {
          finished = true;
          await cancelQuietly(it);
        }
        return done();
      },
    };
  });
}
