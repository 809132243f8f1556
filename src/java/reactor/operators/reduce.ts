/* spring-ai-ts, Apache-2.0. Flux.reduce: fold the elements into one value (a Mono → Promise). */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';

/** Implements `reduce(accumulator)`: `undefined` for an empty Flux (an empty Mono). @internal */
export async function reduce<T>(source: FluxCore<T>, accumulator: (acc: T, value: T) => T): Promise<T | undefined> {
  let started = false;
  let acc: T | undefined;
  await drain(source, (value) => {
    acc = started ? accumulator(acc as T, value) : value;
    started = true;
    return true;
  });
  return acc;
}

/** Implements `reduce(initial, accumulator)` and `reduceWith`. @internal */
export async function reduceWith<T, A>(
  source: FluxCore<T>,
  initial: () => A,
  accumulator: (acc: A, value: T) => A,
): Promise<A> {
  let acc = initial();
  await drain(source, (value) => {
    acc = accumulator(acc, value);
    return true;
  });
  return acc;
}
