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

/**
 * A read-only copy of `values` (`List.copyOf`, without its null check): a frozen array whose writes
 * throw `UnsupportedOperationException` (see {@link immutableList}); such a copy is its own copy.
 */
export function unmodifiableListCopy<T>(values: Iterable<T>): T[] {
  // As Java's List.copyOf: a list that cannot change is its own copy.
  if (isUnmodifiableList(values) && Object.isFrozen(values)) return values as T[];
  return immutableList(values);
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

// Java's immutable and unmodifiable lists, as arrays: a Proxy whose every write (an index, `length`,
// and so every mutating array method, which writes through them) throws
// `UnsupportedOperationException` as Java's `ImmutableCollections` and `Collections.unmodifiableList`
// do. Reads go straight to the target (no `get` trap), so `Array.isArray`, iteration, `map`, jest's
// `toEqual` and `JSON.stringify` see an ordinary array.
const REFUSING_ARRAY: ProxyHandler<unknown[]> = {
  set: refuse,
  defineProperty: refuse,
  deleteProperty: refuse,
  setPrototypeOf: refuse,
};
const unmodifiableLists = new WeakSet<object>();

/** True for a list made by {@link immutableList} or {@link unmodifiableListView}. */
export function isUnmodifiableList(value: unknown): boolean {
  return typeof value === 'object' && value !== null && unmodifiableLists.has(value);
}

/** `List.of`/`List.copyOf`: a frozen copy of `values` whose writes throw `UnsupportedOperationException`. */
export function immutableList<T>(values: Iterable<T>): T[] {
  const list = new Proxy(Object.freeze([...values]) as T[], REFUSING_ARRAY as ProxyHandler<T[]>);
  unmodifiableLists.add(list);
  return list;
}

/** `Collections.unmodifiableList`: a read-only view of `list` (its later changes show through). */
export function unmodifiableListView<T>(list: T[]): T[] {
  if (isUnmodifiableList(list)) return list;
  const view = new Proxy(list, REFUSING_ARRAY as ProxyHandler<T[]>);
  unmodifiableLists.add(view);
  return view;
}

// Read-only views of a Map or Set: reads are the backing collection's own methods bound to it (so
// its later changes show through), mutators throw `UnsupportedOperationException`.
function viewHandler<C extends object>(mutators: readonly PropertyKey[]): ProxyHandler<C> {
  return {
    get(target, property) {
      if (mutators.includes(property)) return refuse;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' && property !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
    setPrototypeOf: refuse,
  };
}
const SET_VIEW = viewHandler<Set<unknown>>(['add', 'delete', 'clear']);
const MAP_VIEW = viewHandler<Map<unknown, unknown>>(['set', 'delete', 'clear']);
const views = new WeakSet<object>();

/** `Collections.unmodifiableSet`: a read-only view of `set`. */
export function unmodifiableSetView<T>(set: Set<T>): Set<T> {
  if (views.has(set) || Object.getPrototypeOf(set) === UNMODIFIABLE_SET) return set;
  const view = new Proxy(set, SET_VIEW as ProxyHandler<Set<T>>);
  views.add(view);
  return view;
}

/** `Collections.unmodifiableMap`: a read-only view of `map`. */
export function unmodifiableMapView<K, V>(map: Map<K, V>): Map<K, V> {
  if (views.has(map) || Object.getPrototypeOf(map) === UNMODIFIABLE_MAP) return map;
  const view = new Proxy(map, MAP_VIEW as ProxyHandler<Map<K, V>>);
  views.add(view);
  return view;
}
