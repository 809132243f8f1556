/* spring-ai-ts, Apache-2.0. Flux.takeUntil: emit until an element matches, that one included (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/** Implements {@link Flux.takeUntil}: the matching element is emitted, then upstream is cancelled. @internal */
export function takeUntil<T>(source: FluxCore<T>, predicate: (value: T) => boolean): FluxCore<T> {
  return fuse<T, T>(source, (down) => (value) => down(value) && !predicate(value));
}
