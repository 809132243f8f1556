/* spring-ai-ts, Apache-2.0. Flux.never: no element and no end, until cancelled. */
import { FluxCore } from '../internal/FluxCore.js';
import { done } from '../internal/fusion.js';

/** Implements {@link Flux.never}: a pending pull settles (as done) as soon as the consumer cancels. @internal */
export function never<T>(): FluxCore<T> {
  return new FluxCore<T>(() => {
    const waiters: Array<() => void> = [];
    let cancelled = false;
    return {
      next(): Promise<IteratorResult<T>> {
        if (cancelled) {
          return Promise.resolve(done());
        }
        return new Promise((resolve) => waiters.push(() => resolve(done())));
      },
      async return(): Promise<IteratorResult<T>> {
        cancelled = true;
        for (const wake of waiters.splice(0)) {
          wake();
        }
        return done();
      },
    };
  });
}
