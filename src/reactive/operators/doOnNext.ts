/* spring-ai-ts, Apache-2.0. Flux.doOnNext: a side effect per element (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.doOnNext}. @internal */
export function doOnNext<T>(source: Flux<T>, onNext: (value: T) => void): Flux<T> {
  return Flux._fuse<T, T>(source, (down) => (value) => {
    onNext(value);
    return down(value);
  });
}
