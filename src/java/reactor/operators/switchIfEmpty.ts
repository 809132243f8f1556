/* spring-ai-ts, Apache-2.0. Flux.switchIfEmpty: continue with another source when this one is empty. */
import { type FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.switchIfEmpty}: `alternate` is subscribed only if the source completes empty. @internal */
export function switchIfEmpty<T>(source: FluxCore<T>, alternate: Publisher<T>): FluxCore<T> {
  const other = fromPublisher(alternate);
  return operate<T, T>(source, async function* (upstream, track) {
    let empty = true;
    for await (const value of upstream) {
      empty = false;
      yield value;
    }
    if (empty) {
      yield* track(other);
    }
  });
}
