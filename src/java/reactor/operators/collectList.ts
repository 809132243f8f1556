/* spring-ai-ts, Apache-2.0. Flux.collectList: every element in one array (a Mono → Promise). */
import type { FluxCore } from '../internal/FluxCore.js';
import { drain } from '../internal/drain.js';

/** Implements {@link Flux.collectList}. @internal */
export async function collectList<T>(source: FluxCore<T>): Promise<T[]> {
  const list: T[] = [];
  await drain(source, (value) => {
    list.push(value);
    return true;
  });
  return list;
}
