/* spring-ai-ts, Apache-2.0. Flux.switchMap: follow the inner source of the latest element only. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';
import { mergeIterator } from '../internal/merge.js';

/** Implements {@link Flux.switchMap}: a new element cancels the running inner source. @internal */
export function switchMap<T, R>(source: Flux<T>, mapper: (value: T) => Publisher<R>): Flux<R> {
  return new Flux<R>(() =>
    mergeIterator(
      () => source[Symbol.asyncIterator](),
      (value) => Flux.from(mapper(value)),
      1,
      true,
    ),
  );
}
