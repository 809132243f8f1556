/* spring-ai-ts, Apache-2.0. Flux.count: the number of elements (a Mono → Promise). */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';

/** Implements {@link Flux.count}. @internal */
export async function count<T>(source: FluxCore<T>): Promise<number> {
  let n = 0;
  await drain(source, () => {
    n++;
    return true;
  });
  return n;
}
