/* spring-ai-ts, Apache-2.0. Flux.index: pair each element with its position (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.index}: `[index, value]` pairs, or `indexMapper(index, value)`. @internal */
export function index<T, I = [number, T]>(
  source: Flux<T>,
  indexMapper: (index: number, value: T) => I = (i, value) => [i, value] as unknown as I,
): Flux<I> {
  return Flux._fuse<T, I>(source, (down) => {
    let i = 0;
    return (value) => down(indexMapper(i++, value));
  });
}
