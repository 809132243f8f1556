/* spring-ai-ts, Apache-2.0. Flux.concatMap: map to inner sources and emit them one after another. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';

/**
 * Implements {@link Flux.concatMap}. `prefetch` is accepted for Reactor compatibility; pulling makes
 * it unnecessary. @internal
 */
export function concatMap<T, R>(source: Flux<T>, mapper: (value: T) => Publisher<R>, _prefetch?: number): Flux<R> {
  return new Flux<R>(() => run());

  async function* run(): AsyncGenerator<R, void, undefined> {
    for await (const value of source) {
      yield* Flux.from(mapper(value));
    }
  }
}
