/* spring-ai-ts, Apache-2.0. Flux.takeUntil: emit until an element matches, that one included (fusable). */
import { Flux } from '../Flux.js';

/** Implements {@link Flux.takeUntil}: the matching element is emitted, then upstream is cancelled. @internal */
export function takeUntil<T>(source: Flux<T>, predicate: (value: T) => boolean): Flux<T> {
  return Flux._fuse<T, T>(source, (down) => (value) => down(value) && !predicate(value));
}
