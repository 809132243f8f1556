/* spring-ai-ts, Apache-2.0. Flux.onErrorReturn: end with a fallback value after an error. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { matches } from '../internal/errors.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.onErrorReturn}. @internal */
export function onErrorReturn<T>(source: FluxCore<T>, fallbackValue: T, matcher?: ErrorMatcher): FluxCore<T> {
  return operate(
    source,
    async function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        if (!matches(matcher, e)) {
          throw e;
        }
        yield fallbackValue;
      }
    },
    function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        if (!matches(matcher, e)) {
          throw e;
        }
        yield fallbackValue;
      }
    },
  );
}
