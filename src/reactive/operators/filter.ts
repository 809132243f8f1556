/* spring-ai-ts, Apache-2.0. Flux.filter: keep the elements that pass a predicate (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.filter}. @internal */
export function filter<T>(source: Flux<T>, predicate: (value: T) => boolean): Flux<T> {
  return Flux._fuse<T, T>(source, (down) => (value) => (predicate(value) ? down(value) : true));
}
