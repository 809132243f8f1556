/* spring-ai-ts, Apache-2.0. Flux.next / blockFirst: the first element, then cancel (a Mono → Promise). */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';

/** Implements {@link Flux.next} and {@link Flux.blockFirst}: `undefined` for an empty Flux. @internal */
export async function next<T>(source: FluxCore<T>): Promise<T | undefined> {
  let first: T | undefined;
  await drain(source, (value) => {
    first = value;
    return false;
  });
  return first;
}
