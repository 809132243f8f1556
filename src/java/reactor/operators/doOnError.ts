/* spring-ai-ts, Apache-2.0. Flux.doOnError: a side effect when the Flux fails. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { matches } from '../internal/errors.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { tapFlux } from '../internal/tap.js';

/** Implements {@link Flux.doOnError}; the error still reaches the consumer. @internal */
export function doOnError<T>(source: FluxCore<T>, onError: (error: unknown) => void, matcher?: ErrorMatcher): FluxCore<T> {
  const onMatchingError = (e: unknown): void => {
    if (matches(matcher, e)) {
      onError(e);
    }
  };
  const flux = tapFlux(source, { onError: onMatchingError });
  const upstream = syncFactoryOf(source);
  if (upstream !== undefined) {
    flux._sync = function* () {
      try {
        yield* { [Symbol.iterator]: upstream };
      } catch (e) {
        onMatchingError(e);
        throw e;
      }
    };
  }
  return flux;
}
