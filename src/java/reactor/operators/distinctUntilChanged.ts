/* spring-ai-ts, Apache-2.0. Flux.distinctUntilChanged: drop consecutive repeats (fusable). */
import { type FluxCore, fuse } from '../internal/FluxCore.js';

/**
 * Implements {@link Flux.distinctUntilChanged}: keys (the element itself by default) compare with
 * `keyComparator`, by default `Object.is`. @internal
 */
export function distinctUntilChanged<T, K>(
  source: FluxCore<T>,
  keySelector: (value: T) => K = (value) => value as unknown as K,
  keyComparator: (previous: K, current: K) => boolean = Object.is,
): FluxCore<T> {
  return fuse<T, T>(source, (down) => {
    let has = false;
    let last: K;
    return (value) => {
      const key = keySelector(value);
      if (has && keyComparator(last, key)) {
        return true;
      }
      has = true;
      last = key;
      return down(value);
    };
  });
}
