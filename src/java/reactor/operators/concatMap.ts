/* spring-ai-ts, Apache-2.0. Flux.concatMap: map to inner sources and emit them one after another. */
import { type FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { operate } from '../internal/operate.js';
import { syncFactoryOf } from '../internal/fusion.js';

/**
 * Implements {@link Flux.concatMap}. `prefetch` is accepted for Reactor compatibility; pulling makes
 * it unnecessary. A synchronous inner source is iterated without promises. @internal
 */
export function concatMap<T, R>(source: FluxCore<T>, mapper: (value: T) => Publisher<R>, _prefetch?: number): FluxCore<R> {
  return operate<T, R>(source, async function* (upstream, track) {
    for await (const value of upstream) {
      const inner = fromPublisher(mapper(value));
      const sync = syncFactoryOf(inner);
      if (sync !== undefined) {
        yield* { [Symbol.iterator]: sync };
      } else {
        yield* track(inner);
      }
    }
  });
}
