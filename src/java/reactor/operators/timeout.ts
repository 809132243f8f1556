/* spring-ai-ts, Apache-2.0. Flux.timeout: fail (or switch to a fallback) when the source goes quiet. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { TimeoutException } from '../TimeoutException.js';
import { cancelQuietly, done } from '../internal/fusion.js';

const TIMED_OUT = Symbol('timed out');

/**
 * Implements {@link Flux.timeout}: each pull, the first included, must produce an element or a
 * terminal signal within `timeout`; otherwise the source is cancelled and the Flux fails with a
 * {@link TimeoutException} (or continues with `fallback`). The timer is cleared on every outcome.
 * @internal
 */
export function timeout<T>(source: FluxCore<T>, timeout: number | { toMillis(): number }, fallback?: Publisher<T>): FluxCore<T> {
  const millis = typeof timeout === 'number' ? timeout : timeout.toMillis();
  return new FluxCore<T>(() => {
    let it: AsyncIterator<T> | undefined;
    let switched = false;
    let finished = false;
    return {
      async next(): Promise<IteratorResult<T>> {
        if (finished) {
          return done();
        }
        it ??= source[Symbol.asyncIterator]();
        if (switched) {
          return it.next();
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        const pending = it.next();
        const outcome = await Promise.race([
          pending.then(
            (result) => ({ result }),
            (error: unknown) => ({ error }),
          ),
          new Promise<typeof TIMED_OUT>((resolve) => {
            timer = setTimeout(() => resolve(TIMED_OUT), millis);
          }),
        ]).finally(() => clearTimeout(timer));
        if (outcome === TIMED_OUT) {
          // The source is busy, so its return() completes only when the pending step settles.
          void cancelQuietly(it);
          if (fallback === undefined) {
            finished = true;
            throw new TimeoutException(
              `Did not observe any item or terminal signal within ${millis}ms in 'source' (and no fallback has been configured)`,
            );
          }
          switched = true;
          it = fromPublisher(fallback)[Symbol.asyncIterator]();
          return it.next();
        }
        if ('error' in outcome) {
          finished = true;
          throw outcome.error;
        }
        if (outcome.result.done) {
          finished = true;
        }
        return outcome.result;
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
