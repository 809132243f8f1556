/* spring-ai-ts, Apache-2.0. Flux.scan: emit every intermediate accumulation. */
import { type FluxCore, fuse } from '../internal/FluxCore.js';
import { operate } from '../internal/operate.js';

/** Implements `scan(accumulator)`: the first element as is, then each accumulation (fusable). @internal */
export function scan<T>(source: FluxCore<T>, accumulator: (acc: T, value: T) => T): FluxCore<T> {
  return fuse<T, T>(source, (down) => {
    let started = false;
    let acc: T;
    return (value) => {
      acc = started ? accumulator(acc, value) : value;
      started = true;
      return down(acc);
    };
  });
}

/** Implements `scan(initial, accumulator)`: the seed first, then each accumulation. @internal */
export function scanWith<T, A>(source: FluxCore<T>, initial: A, accumulator: (acc: A, value: T) => A): FluxCore<A> {
  return operate<T, A>(
    source,
    async function* (upstream) {
      let acc = initial;
      yield acc;
      for await (const value of upstream) {
        acc = accumulator(acc, value);
        yield acc;
      }
    },
    function* (upstream) {
      let acc = initial;
      yield acc;
      for (const value of upstream) {
        acc = accumulator(acc, value);
        yield acc;
      }
    },
  );
}
