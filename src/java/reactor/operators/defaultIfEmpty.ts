/* spring-ai-ts, Apache-2.0. Flux.defaultIfEmpty: one fallback element when the source is empty. */
import type { FluxCore } from '../internal/FluxCore.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.defaultIfEmpty}. @internal */
export function defaultIfEmpty<T>(source: FluxCore<T>, defaultValue: T): FluxCore<T> {
  return operate<T, T>(
    source,
    async function* (upstream) {
      let empty = true;
      for await (const value of upstream) {
        empty = false;
        yield value;
      }
      if (empty) {
        yield defaultValue;
      }
    },
    function* (upstream) {
      let empty = true;
      for (const value of upstream) {
        empty = false;
        yield value;
      }
      if (empty) {
        yield defaultValue;
      }
    },
  );
}
