/* spring-ai-ts, Apache-2.0. Flux.defer / deferContextual: build the source at subscription time. */
import { FluxCore } from '../internal/FluxCore.js';

/**
 * Implements {@link Flux.defer} and {@link Flux.deferContextual}: `source()` runs at the first pull
 * of each subscription, as a deferred supplier runs at subscribe. @internal
 */
export function defer<T>(source: () => FluxCore<T>): FluxCore<T> {
  return new FluxCore<T>(() => deferredIterator(source));
}

function deferredIterator<T>(source: () => FluxCore<T>): AsyncIterator<T> {
  let it: AsyncIterator<T> | undefined;
  let closed = false;
  return {
    // Not an async function: handing the source's own promise on saves the extra promise (and
    // microtask hops) an async wrapper costs on every element of every stream.
    next(): Promise<IteratorResult<T>> {
      if (closed) {
        return Promise.resolve({ done: true, value: undefined });
      }
      try {
        it ??= source()[Symbol.asyncIterator]();
        return Promise.resolve(it.next());
      } catch (e) {
        return Promise.reject(e);
      }
    },
    async return(): Promise<IteratorResult<T>> {
      closed = true;
      if (it?.return !== undefined) {
        return it.return();
      }
      return { done: true, value: undefined };
    },
  };
}
