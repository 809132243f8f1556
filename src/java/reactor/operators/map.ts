/* spring-ai-ts, Apache-2.0. Flux.map: transform each element (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.map}. @internal */
export function map<T, R>(source: FluxCore<T>, mapper: (value: T) => R): FluxCore<R> {
  return fuse<T, R>(source, (down) => (value) => down(mapper(value)));
}
