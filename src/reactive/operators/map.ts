/* spring-ai-ts, Apache-2.0. Flux.map: transform each element (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.map}. @internal */
export function map<T, R>(source: Flux<T>, mapper: (value: T) => R): Flux<R> {
  return Flux._fuse<T, R>(source, (down) => (value) => down(mapper(value)));
}
