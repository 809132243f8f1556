/* spring-ai-ts, Apache-2.0. Flux.buffer: group elements into arrays of at most maxSize. */
import type { FluxCore } from '../internal/FluxCore.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.buffer}; the last, shorter array is emitted at completion. @internal */
export function buffer<T>(source: FluxCore<T>, maxSize: number): FluxCore<T[]> {
  if (!(maxSize > 0)) {
    throw new IllegalArgumentException(`maxSize must be strictly positive, was: ${maxSize}`);
  }
  return operate<T, T[]>(
    source,
    async function* (upstream) {
      let chunk: T[] = [];
      for await (const value of upstream) {
        chunk.push(value);
        if (chunk.length === maxSize) {
          const full = chunk;
          chunk = [];
          yield full;
        }
      }
      if (chunk.length > 0) {
        yield chunk;
      }
    },
    function* (upstream) {
      let chunk: T[] = [];
      for (const value of upstream) {
        chunk.push(value);
        if (chunk.length === maxSize) {
          const full = chunk;
          chunk = [];
          yield full;
        }
      }
      if (chunk.length > 0) {
        yield chunk;
      }
    },
  );
}
