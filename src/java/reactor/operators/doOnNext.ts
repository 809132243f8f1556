/* spring-ai-ts, Apache-2.0. Flux.doOnNext: a side effect per element (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.doOnNext}. @internal */
export function doOnNext<T>(source: FluxCore<T>, onNext: (value: T) => void): FluxCore<T> {
  return fuse<T, T>(source, (down) => (value) => {
    onNext(value);
    return down(value);
  });
}
