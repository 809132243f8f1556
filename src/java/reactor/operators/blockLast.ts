/* spring-ai-ts, Apache-2.0. Flux.blockLast: wait for completion and return the last element. */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';
import { timeout as withTimeout } from './timeout.js';

/** Implements {@link Flux.blockLast}; with a timeout, each element must arrive within it. @internal */
export async function blockLast<T>(source: FluxCore<T>, timeout?: number | { toMillis(): number }): Promise<T | undefined> {
  let last: T | undefined;
  await drain(timeout === undefined ? source : withTimeout(source, timeout), (value) => {
    last = value;
    return true;
  });
  return last;
}
