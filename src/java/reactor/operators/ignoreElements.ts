/* spring-ai-ts, Apache-2.0. Flux.ignoreElements: only the completion or error of the source. */
import type { FluxCore } from '../internal/FluxCore.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.ignoreElements}. @internal */
export function ignoreElements<T, R = never>(source: FluxCore<T>): FluxCore<R> {
  return operate<T, R>(
    source,
    async function* (upstream) {
      for await (const _ of upstream) {
        // dropped
      }
    },
    function* (upstream) {
      for (const _ of upstream) {
        // dropped
      }
    },
  );
}
