/* spring-ai-ts, Apache-2.0. Flux.flatMap: map to inner sources and merge them as they emit. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { Publisher } from '../Publisher.js';
import { mergeIterator } from '../internal/merge.js';

/** Reactor's `Queues.SMALL_BUFFER_SIZE`, the default concurrency of `flatMap`. */
const DEFAULT_CONCURRENCY = 256;

/** Implements {@link Flux.flatMap}; `prefetch` is accepted for Reactor compatibility. @internal */
export function flatMap<T, R>(
  source: FluxCore<T>,
  mapper: (value: T) => Publisher<R>,
  concurrency: number = DEFAULT_CONCURRENCY,
  _prefetch?: number,
): FluxCore<R> {
  if (!(concurrency > 0)) {
    throw new IllegalArgumentException(`maxConcurrency > 0 required but it was ${concurrency}`);
  }
  return new FluxCore<R>(() =>
    mergeIterator(
      () => source[Symbol.asyncIterator](),
      (value) => fromPublisher(mapper(value)),
      concurrency,
      false,
    ),
  );
}
