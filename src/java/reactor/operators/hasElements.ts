/* spring-ai-ts, Apache-2.0. Flux.hasElements: whether the source emits at least one element. */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';

/** Implements {@link Flux.hasElements}: resolves at the first element, cancelling the rest. @internal */
export async function hasElements<T>(source: FluxCore<T>): Promise<boolean> {
  let found = false;
  await drain(source, () => {
    found = true;
    return false;
  });
  return found;
}
