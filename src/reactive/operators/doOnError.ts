/* spring-ai-ts, Apache-2.0. Flux.doOnError: a side effect when the Flux fails. */
import { Flux } from '../Flux.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { matches } from '../internal/errors.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { tapIterator } from '../internal/tap.js';

/** Implements {@link Flux.doOnError}; the error still reaches the consumer. @internal */
export function doOnError<T>(source: Flux<T>, onError: (error: unknown) => void, matcher?: ErrorMatcher): Flux<T> {
  const onMatchingError = (e: unknown): void => {
    if (matches(matcher, e)) {
      onError(e);
    }
  };
  const flux = new Flux<T>(() => tapIterator(source, { onError: onMatchingError }));
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
