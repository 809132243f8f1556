/* spring-ai-ts, Apache-2.0. Flux.windowUntil: split into windows that end (or start) at a matching element. */
import { Flux } from '../Flux.js';
import { operate } from '../internal/operate.js';

/**
 * Implements {@link Flux.windowUntil}. Each window is emitted once it closes, as a Flux over the
 * collected elements; an empty window is never emitted. @internal
 */
export function windowUntil<T>(source: Flux<T>, boundary: (value: T) => boolean, cutBefore = false): Flux<Flux<T>> {
  return operate<T, Flux<T>>(
    source,
    async function* (upstream) {
      let window: T[] = [];
      for await (const value of upstream) {
        const matched = boundary(value);
        if (matched && cutBefore && window.length > 0) {
          yield Flux.fromArray(window);
          window = [];
        }
        window.push(value);
        if (matched && !cutBefore) {
          yield Flux.fromArray(window);
          window = [];
        }
      }
      if (window.length > 0) {
        yield Flux.fromArray(window);
      }
    },
    function* (upstream) {
      let window: T[] = [];
      for (const value of upstream) {
        const matched = boundary(value);
        if (matched && cutBefore && window.length > 0) {
          yield Flux.fromArray(window);
          window = [];
        }
        window.push(value);
        if (matched && !cutBefore) {
          yield Flux.fromArray(window);
          window = [];
        }
      }
      if (window.length > 0) {
        yield Flux.fromArray(window);
      }
    },
  );
}
