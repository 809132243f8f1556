/* spring-ai-ts, Apache-2.0. Flux.switchMap: follow the inner source of the latest element only. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { mergeIterator } from '../internal/merge.js';

/** Implements {@link Flux.switchMap}: a new element cancels the running inner source. @internal */
export function switchMap<T, R>(source: FluxCore<T>, mapper: (value: T) => Publisher<R>): FluxCore<R> {
  return new FluxCore<R>(() =>
    mergeIterator(
      () => source[Symbol.asyncIterator](),
      (value) => fromPublisher(mapper(value)),
      1,
      true,
    ),
  );
}
