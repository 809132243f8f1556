/* spring-ai-ts, Apache-2.0. Flux.delayElements: each element waits a fixed delay before it is emitted. */
import { FluxCore } from '../internal/FluxCore.js';
import { cancelQuietly, done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.delayElements}: each element, once received, is held for `millis` before it
 * is emitted, and the next one is requested only then (Reactor's `delayUntil` of a `Mono.delay`);
 * errors and completion pass at once. A cancel during a delay clears the timer, settles the pending
 * pull as done and cancels the source. @internal
 */
export function delayElements<T>(source: FluxCore<T>, millis: number): FluxCore<T> {
  return new FluxCore<T>(() => {
    let it: AsyncIterator<T> | undefined;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wake: (() => void) | undefined;
    return {
      async next(): Promise<IteratorResult<T>> {
        if (finished) {
          return done();
        }
        it ??= source[Symbol.asyncIterator]();
        let result: IteratorResult<T>;
        try {
          result = await it.next();
        } catch (error) {
          finished = true;
          throw error;
        }
        if (result.done || finished) {
          finished = true;
          return done();
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, millis);
        });
        timer = undefined;
        wake = undefined;
        return finished ? done() : result;
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
