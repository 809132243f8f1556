/* spring-ai-ts, Apache-2.0. Flux.doOnComplete: a callback when the Flux completes normally. */
import type { FluxCore } from '../internal/FluxCore.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { tapFlux } from '../internal/tap.js';

/** Implements {@link Flux.doOnComplete}. @internal */
export function doOnComplete<T>(source: FluxCore<T>, onComplete: () => void): FluxCore<T> {
  const flux = tapFlux(source, { onComplete });
  const upstream = syncFactoryOf(source);
  if (upstream !== undefined) {
    flux._sync = function* () {
      yield* { [Symbol.iterator]: upstream };
      onComplete();
    };
  }
  return flux;
}
