/* spring-ai-ts, Apache-2.0. Flux.doOnComplete: a callback when the Flux completes normally. */
import { FluxCore } from '../internal/FluxCore.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { tapIterator } from '../internal/tap.js';

/** Implements {@link Flux.doOnComplete}. @internal */
export function doOnComplete<T>(source: FluxCore<T>, onComplete: () => void): FluxCore<T> {
  const flux = new FluxCore<T>(() => tapIterator(source, { onComplete }));
  const upstream = syncFactoryOf(source);
  if (upstream !== undefined) {
    flux._sync = function* () {
      yield* { [Symbol.iterator]: upstream };
      onComplete();
    };
  }
  return flux;
}
