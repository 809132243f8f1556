/* spring-ai-ts, Apache-2.0. Flux.index: pair each element with its position (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.index}: `[index, value]` pairs, or `indexMapper(index, value)`. @internal */
export function index<T, I = [number, T]>(
  source: FluxCore<T>,
  indexMapper: (index: number, value: T) => I = (i, value) => [i, value] as unknown as I,
): FluxCore<I> {
  return fuse<T, I>(source, (down) => {
    let i = 0;
    return (value) => down(indexMapper(i++, value));
  });
}
