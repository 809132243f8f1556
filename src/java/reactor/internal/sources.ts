/* spring-ai-ts, Apache-2.0. Adapters from foreign sources to async iterators (internal). */
import type { FluxCore } from './FluxCore.js';
import { done } from './fusion.js';
import { cancellableGenerator } from './cancellableGenerator.js';

/** Whether `value` is a Flux (checked structurally, so two loaded copies interoperate). */
export function isFlux(value: unknown): value is FluxCore<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { _factory?: unknown })._factory === 'function' &&
    Symbol.asyncIterator in value
  );
}

export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

export function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

export function isIterable(value: unknown): value is Iterable<unknown> {
  return (
    (typeof value === 'object' && value !== null && Symbol.iterator in value) || typeof value === 'string'
  );
}

export function isReadableStream(value: unknown): value is ReadableStream<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ReadableStream).getReader === 'function' &&
    typeof (value as ReadableStream).cancel === 'function'
  );
}

/**
 * Reads a web stream; `return()` cancels the stream (releasing, say, an HTTP body) at once, even
 * while a read is pending.
 */
export function readableStreamIterator<T>(stream: ReadableStream<T>): AsyncIterator<T> {
  let reader: ReadableStreamDefaultReader<T> | undefined;
  let finished = false;
  return {
    async next(): Promise<IteratorResult<T>> {
      if (finished) {
        return done();
      }
      reader ??= stream.getReader();
      let r: Awaited<ReturnType<ReadableStreamDefaultReader<T>['read']>>;
      try {
        r = await reader.read();
      } catch (e) {
        finished = true;
        reader.releaseLock();
        throw e;
      }
      if (r.done) {
        finished = true;
        reader.releaseLock();
        return done();
      }
      return { done: false, value: r.value };
    },
    async return(): Promise<IteratorResult<T>> {
      if (!finished) {
        finished = true;
        const pending = reader ?? stream.getReader();
        try {
          await pending.cancel();
        } catch {
          // a stream that fails while being cancelled has nobody left to tell
        }
      }
      return done();
    },
  };
}

/** One element from a promise (none when it resolves to `undefined`), or its flattened Flux. */
export function promiseSource<T>(
  promise: PromiseLike<unknown>,
  toFlux: (value: unknown) => AsyncIterable<T>,
): AsyncIterator<T> {
  return cancellableGenerator<T>(async function* (track) {
    const value = await promise;
    if (value === undefined) {
      return;
    }
    if (isFlux(value) || isAsyncIterable(value)) {
      yield* track(toFlux(value));
      return;
    }
    yield value as T;
  });
}
