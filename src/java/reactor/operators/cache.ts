/* spring-ai-ts, Apache-2.0. Flux.cache: run the source once and replay it to every subscriber. */
import { FluxCore } from '../internal/FluxCore.js';
import { Replay } from '../internal/sinks.js';

/**
 * Implements {@link Flux.cache}: the first subscription starts one run of the source, pulled to its
 * end whatever the subscribers do (Reactor's `replay().autoConnect()` requests everything and never
 * disconnects); every subscriber, early or late, receives the last `history` elements seen so far,
 * then the live ones and the terminal signal, an error included. @internal
 */
export function cache<T>(source: FluxCore<T>, history: number): FluxCore<T> {
  const replay = new Replay<T>(history);
  let connected = false;
  const connect = async (): Promise<void> => {
    try {
      for await (const value of source) {
        replay.tryEmitNext(value);
      }
      replay.tryEmitComplete();
    } catch (error) {
      replay.tryEmitError(error);
    }
  };
  return new FluxCore<T>(() => {
    const subscriber = replay.subscribe();
    if (!connected) {
      connected = true;
      void connect();
    }
    return subscriber;
  });
}
