/* spring-ai-ts, Apache-2.0. Flux.onErrorMap: replace an error with another. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { matches } from '../internal/errors.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.onErrorMap}. @internal */
export function onErrorMap<T>(source: FluxCore<T>, mapper: (error: unknown) => unknown, matcher?: ErrorMatcher): FluxCore<T> {
  return operate(
    source,
    async function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        throw matches(matcher, e) ? mapper(e) : e;
      }
    },
    function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        throw matches(matcher, e) ? mapper(e) : e;
      }
    },
  );
}
