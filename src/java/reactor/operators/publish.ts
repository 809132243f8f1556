/* spring-ai-ts, Apache-2.0. Flux.publish(selector): share one upstream subscription inside a selector. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { Multicast } from '../internal/Multicast.js';
import { cancelQuietly, done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.publish}: per subscription, `selector` receives a Flux that multicasts one
 * subscription to `source` to everything subscribing to it inside the selector; when the selector's
 * result ends or is cancelled, the shared subscription is cancelled. @internal
 */
export function publish<T, R>(source: FluxCore<T>, selector: (shared: FluxCore<T>) => Publisher<R>): FluxCore<R> {
  return new FluxCore<R>(() => {
    let hub: Multicast<T> | undefined;
    let it: AsyncIterator<R> | undefined;
    let finished = false;
    return {
      async next(): Promise<IteratorResult<R>> {
        if (finished) {
          return done();
        }
        try {
          if (it === undefined) {
            hub = new Multicast(source);
            it = fromPublisher(selector(hub.shared))[Symbol.asyncIterator]();
          }
          const result = await it.next();
          if (result.done) {
            finished = true;
            await hub?.close();
          }
          return result;
        } catch (error) {
          finished = true;
          await hub?.close();
          throw error;
        }
      },
      async return(): Promise<IteratorResult<R>> {
        if (!finished) {
          finished = true;
          await cancelQuietly(it);
          await hub?.close();
        }
        return done();
      },
    };
  });
}
