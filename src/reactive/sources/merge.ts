/* spring-ai-ts, Apache-2.0. Flux.merge: all sources at once, elements interleaved as they arrive. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';
import { mergeIterator } from '../internal/merge.js';

/** Implements {@link Flux.merge}. @internal */
export function merge<T>(sources: ReadonlyArray<Publisher<T>>): Flux<T> {
  const fluxes = sources.map((s) => Flux.from(s));
  return new Flux<T>(() =>
    mergeIterator(
      () => fluxes[Symbol.iterator]() as unknown as AsyncIterator<Flux<T>>,
      (inner) => inner,
      Math.max(1, fluxes.length),
      false,
    ),
  );
}
