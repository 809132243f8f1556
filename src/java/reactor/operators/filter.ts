/* spring-ai-ts, Apache-2.0. Flux.filter: keep the elements that pass a predicate (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.filter}. @internal */
export function filter<T>(source: FluxCore<T>, predicate: (value: T) => boolean): FluxCore<T> {
  return fuse<T, T>(source, (down) => (value) => (predicate(value) ? down(value) : true));
}
