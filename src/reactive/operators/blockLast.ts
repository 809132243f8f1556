/* spring-ai-ts, Apache-2.0. Flux.blockLast: wait for completion and return the last element. */
import type { Flux } from '../Flux.js';
import { drain } from '../internal/drain.js';

/** Implements {@link Flux.blockLast}. @internal */
export async function blockLast<T>(source: Flux<T>): Promise<T | undefined> {
  let last: T | undefined;
  await drain(source, (value) => {
    last = value;
    return true;
  });
  return last;
}
