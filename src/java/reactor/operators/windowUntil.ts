/* spring-ai-ts, Apache-2.0. Flux.windowUntil: split into windows that end (or start) at a matching element. */
import type { FluxCore } from '../internal/FluxCore.js';
import { operate } from '../internal/operate.js';

/**
 * Implements {@link Flux.windowUntil}. Each window is emitted once it closes, as `toWindow` of the
 * collected elements (Flux passes `Flux.fromArray`); an empty window is never emitted. @internal
 */
export function windowUntil<T, W>(
  source: FluxCore<T>,
  boundary: (value: T) => boolean,
  cutBefore: boolean,
  toWindow: (items: T[]) => W,
): FluxCore<W> {
  return operate<T, W>(
    source,
    async function* (upstream) {
      const windows = splitter(boundary, cutBefore);
      for await (const value of upstream) {
        const closed = windows.step(value);
        if (closed !== undefined) {
          yield toWindow(closed);
        }
      }
      const rest = windows.rest();
      if (rest !== undefined) {
        yield toWindow(rest);
      }
    },
    function* (upstream) {
      const windows = splitter(boundary, cutBefore);
      for (const value of upstream) {
        const closed = windows.step(value);
        if (closed !== undefined) {
          yield toWindow(closed);
        }
      }
      const rest = windows.rest();
      if (rest !== undefined) {
        yield toWindow(rest);
      }
    },
  );
}

/**
 * The window bookkeeping of one subscription, shared by the async and synchronous paths: each
 * element closes at most one window, which `step` returns.
 */
function splitter<T>(boundary: (value: T) => boolean, cutBefore: boolean) {
  let window: T[] = [];
  return {
    step(value: T): T[] | undefined {
      const matched = boundary(value);
      let closed: T[] | undefined;
      if (matched && cutBefore && window.length > 0) {
        closed = window;
        window = [];
      }
      window.push(value);
      if (matched && !cutBefore) {
        closed = window;
        window = [];
      }
      return closed;
    },
    rest(): T[] | undefined {
      return window.length > 0 ? window : undefined;
    },
  };
}
