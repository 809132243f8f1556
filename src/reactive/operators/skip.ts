/* spring-ai-ts, Apache-2.0. Flux.skip: drop the first n elements (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.skip}. @internal */
export function skip<T>(source: Flux<T>, n: number): Flux<T> {
  if (n <= 0) {
    return source;
  }
  return Flux._fuse<T, T>(source, (down) => {
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
