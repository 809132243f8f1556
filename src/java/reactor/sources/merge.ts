/* spring-ai-ts, Apache-2.0. Flux.merge: all sources at once, elements interleaved as they arrive. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { mergeIterator } from '../internal/merge.js';

/** Implements {@link Flux.merge}. @internal */
export function merge<T>(sources: ReadonlyArray<Publisher<T>>): FluxCore<T> {
  const fluxes = sources.map((s) => fromPublisher(s));
  return new FluxCore<T>(() =>
    mergeIterator(
      () => fluxes[Symbol.iterator]() as unknown as AsyncIterator<FluxCore<T>>,
      (inner) => inner,
      Math.max(1, fluxes.length),
      false,
    ),
  );
}
