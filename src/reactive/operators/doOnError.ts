/* spring-ai-ts, Apache-2.0. Flux.doOnError: a side effect when the Flux fails. */
import type { Flux } from '../Flux.js';
import { operate } from '../internal/operate.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { matches } from '../internal/errors.js';

/** Implements {@link Flux.doOnError}; the error still reaches the consumer. @internal */
export function doOnError<T>(source: Flux<T>, onError: (error: unknown) => void, matcher?: ErrorMatcher): Flux<T> {
  return operate(
    source,
    async function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        if (matches(matcher, e)) {
          onError(e);
        }
        throw e;
      }
    },
    function* (upstream) {
      try {
        yield* upstream;
      } catch (e) {
        if (matches(matcher, e)) {
          onError(e);
        }
        throw e;
      }
    },
  );
}
