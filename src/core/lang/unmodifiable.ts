/* spring-ai-ts, Apache-2.0. Internal: read-only copies of lists, sets and maps, as Java's List/Set/Map.copyOf. */
import { UnsupportedOperationException } from '../UnsupportedOperationException.js';

function refuse(): never {
  throw new UnsupportedOperationException();
}

// The mutators are replaced by non-enumerable own properties rather than by a subclass, so the
// copies stay plain `Map`/`Set` instances: jest's `toEqual` compares them with ordinary ones by
// content, as Java's `equals` does.
function seal<T extends object>(target: T, mutators: readonly string[]): T {
  for (const name of mutators) {
    Object.defineProperty(target, name, { value: refuse, enumerable: false, writable: false, configurable: false });
  }
  return target;
}

/** A frozen copy of `values` (`List.copyOf`): writes throw a `TypeError`. */
export function unmodifiableListCopy<T>(values: Iterable<T>): T[] {
  return Object.freeze([...values]) as T[];
}

/** A copy of `values` that throws `UnsupportedOperationException` on change (`Set.copyOf`). */
export function unmodifiableSetCopy<T>(values: Iterable<T>): Set<T> {
  return seal(new Set(values), ['add', 'delete', 'clear']);
}

/** A copy of `entries` that throws `UnsupportedOperationException` on change (`Map.copyOf`). */
export function unmodifiableMapCopy<K, V>(entries: Iterable<readonly [K, V]>): Map<K, V> {
  return seal(new Map(entries), ['set', 'delete', 'clear']);
}
