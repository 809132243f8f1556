/* spring-ai-ts, Apache-2.0. Flux.share: one upstream subscription shared while anyone subscribes. */
import { FluxCore } from '../internal/FluxCore.js';
import { Multicast } from '../internal/Multicast.js';
import { done } from '../internal/fusion.js';

interface Connection<T> {
  readonly hub: Multicast<T>;
  subscribers: number;
}

/**
 * Implements {@link Flux.share} (Reactor's `publish().refCount()`): the first subscriber connects
 * one shared subscription to `source`; later subscribers join it and see what arrives after they
 * joined; when the last subscriber cancels, the shared subscription is cancelled. Once the source
 * has terminated (or been cancelled), the next subscriber connects anew. @internal
 */
export function share<T>(source: FluxCore<T>): FluxCore<T> {
  let current: Connection<T> | undefined;
  return new FluxCore<T>(() => {
    current ??= { hub: new Multicast(source), subscribers: 0 };
    const connection = current;
    connection.subscribers++;
    const it = connection.hub.shared[Symbol.asyncIterator]();
    let finished = false;
    /** Leaves the connection; true when this was its last subscriber. */
    const leave = (terminated: boolean): boolean => {
      finished = true;
      connection.subscribers--;
      const last = connection.subscribers === 0;
      if (current === connection && (terminated || last)) {
        current = undefined;
      }
      return last;
    };
    return {
      async next(): Promise<IteratorResult<T>> {
        if (finished) {
          return done();
        }
        try {
          const result = await it.next();
          if (result.done) {
            leave(true);
          }
          return result;
        } catch (error) {
          leave(true);
          throw error;
        }
      },
      async return(): Promise<IteratorResult<T>> {
        if (!finished) {
          const last = leave(false);
          await it.return?.();
          if (last) {
            await connection.hub.close();
          }
        }
        return done();
      },
    };
  });
}
