/* spring-ai-ts, Apache-2.0. Flux.skip: drop the first n elements (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.skip}. @internal */
export function skip<T>(source: FluxCore<T>, n: number): FluxCore<T> {
  if (n <= 0) {
    return source;
  }
  return fuse<T, T>(source, (down) => {
    let toSkip = n;
    return (value) => {
      if (toSkip > 0) {
        toSkip--;
        return true;
      }
      return down(value);
    };
  });
}
