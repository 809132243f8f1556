/* spring-ai-ts, Apache-2.0. Flux.last: the last element (a Mono → Promise). */
import type { FluxCore } from '../internal/FluxCore.js';
import { NoSuchElementException } from '../../core/NoSuchElementException.js';
import { drain } from '../internal/drain.js';

/**
 * Implements {@link Flux.last}: rejects with {@link NoSuchElementException} for an empty Flux unless
 * a default value is given. @internal
 */
export async function last<T>(source: FluxCore<T>, ...defaultValue: [] | [T]): Promise<T> {
  let has = false;
  let value: T | undefined;
  await drain(source, (v) => {
    has = true;
    value = v;
    return true;
  });
  if (has) {
    return value as T;
  }
  if (defaultValue.length === 1) {
    return defaultValue[0];
  }
  throw new NoSuchElementException("Flux#last() didn't observe any onNext signal");
}
