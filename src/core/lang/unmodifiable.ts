/* spring-ai-ts, Apache-2.0. Internal: read-only copies of lists, sets and maps, as Java's List/Set/Map.copyOf. */
import { UnsupportedOperationException } from '../UnsupportedOperationException.js';

function refuse(): never {
  throw new UnsupportedOperationException();
}

// The copies stay plain `Map`/`Set` instances (their `constructor` is `Map`/`Set`, so jest's
// `toEqual` compares them with ordinary ones by content, as Java's `equals` does): only their
// prototype is one whose mutators refuse. Swapping the prototype costs about a fifth of defining
// three own properties per copy (≈ 140 ns against ≈ 650 ns; the tool-calling options make
// several copies per request).
function refusing<T extends object>(base: T, mutators: readonly string[]): T {
  const descriptors: PropertyDescriptorMap = {};
  for (const name of mutators) descriptors[name] = { value: refuse, enumerable: false, writable: false, configurable: false };
  return Object.create(base, descriptors) as T;
}

const UNMODIFIABLE_SET: object = refusing(Set.prototype, ['add', 'delete', 'clear']);
const UNMODIFIABLE_MAP: object = refusing(Map.prototype, ['set', 'delete', 'clear']);

/** A frozen copy of `values` (`List.copyOf`; a frozen array is its own copy): writes throw a `TypeError`. */
export function unmodifiableListCopy<T>(values: Iterable<T>): T[] {
  // As Java's List.copyOf: a list that cannot change is its own copy.
  if (Array.isArray(values) && Object.isFrozen(values)) return values as T[];
  return Object.freeze([...values]) as T[];
}

/** A copy of `values` that throws `UnsupportedOperationException` on change (`Set.copyOf`; such a copy is its own). */
export function unmodifiableSetCopy<T>(values: Iterable<T>): Set<T> {
  if (Object.getPrototypeOf(values) === UNMODIFIABLE_SET) return values as Set<T>;
  return Object.setPrototypeOf(new Set(values), UNMODIFIABLE_SET) as Set<T>;
}

/** A copy of `entries` that throws `UnsupportedOperationException` on change (`Map.copyOf`; such a copy is its own). */
export function unmodifiableMapCopy<K, V>(entries: Iterable<readonly [K, V]>): Map<K, V> {
  if (Object.getPrototypeOf(entries) === UNMODIFIABLE_MAP) return entries as unknown as Map<K, V>;
  return Object.setPrototypeOf(new Map(entries), UNMODIFIABLE_MAP) as Map<K, V>;
}
