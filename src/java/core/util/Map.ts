/* spring-ai-ts, Apache-2.0. Counterpart of java.util.Map's static factories, usable in place of the global Map. */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { javaToString } from '../lang/JavaObjects.js';
import { immutableList, unmodifiableMapCopy } from '../lang/unmodifiable.js';
import { requireElement } from './internal/checks.js';
import { NullPointerException } from '../NullPointerException.js';

const GlobalMap = globalThis.Map;

// The value behind the exported `Map` (see Set.ts for the shape).
class JavaMap<K, V> extends GlobalMap<K, V> {
  constructor(entries?: Iterable<readonly [K, V]> | null) {
    if (new.target === JavaMap) return new GlobalMap(entries);
    super(entries);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === JavaMap ? value instanceof GlobalMap : Function.prototype[Symbol.hasInstance].call(this, value);
  }

  static of(...keysAndValues: unknown[]): Map<unknown, unknown> {
    const entries: [unknown, unknown][] = [];
    for (let index = 0; index < keysAndValues.length; index += 2) entries.push([keysAndValues[index], keysAndValues[index + 1]]);
    return JavaMap.ofEntries(...entries);
  }

  static ofEntries<K, V>(...entries: (readonly [K, V])[]): Map<K, V> {
    const map = new GlobalMap<K, V>();
    for (const entry of entries) {
      const [key, value] = requireElement(entry);
      if (map.has(requireElement(key))) throw new IllegalArgumentException(`duplicate key: ${javaToString(key)}`);
      map.set(key, requireElement(value));
    }
    return unmodifiableMapCopy(map);
  }

  static entry<K, V>(k: K, v: V): [K, V] {
    return immutableList([requireElement(k), requireElement(v)]) as [K, V];
  }

  static copyOf<K, V>(map: ReadonlyMap<K, V>): Map<K, V> {
    if (map === null || map === undefined) throw new NullPointerException();
    for (const [key, value] of map) {
      requireElement(key);
      requireElement(value);
    }
    return unmodifiableMapCopy(map as Map<K, V>);
  }
}

/** `java.util.Map`'s static factories (what the exported `Map` adds to the global `MapConstructor`). */
export interface JavaMapFactories {
  /**
   * `Map.of(k1, v1, k2, v2, …)` (up to ten pairs, as Java): an unmodifiable map of the pairs,
   * iterating in the order given; its `set`, `delete` and `clear` throw
   * {@link UnsupportedOperationException}.
   *
   * @throws NullPointerException when a key or value is `null` or `undefined`
   * @throws IllegalArgumentException `duplicate key: <k>` when a key repeats (as Java's)
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Map.html#of()
   */
  of<K = never, V = never>(): Map<K, V>;
  /** `Map.of` with 1 pair (see the overload without pairs). */
  of<K, V>(k1: K, v1: V): Map<K, V>;
  /** `Map.of` with 2 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V): Map<K, V>;
  /** `Map.of` with 3 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V): Map<K, V>;
  /** `Map.of` with 4 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V): Map<K, V>;
  /** `Map.of` with 5 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V): Map<K, V>;
  /** `Map.of` with 6 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V, k6: K, v6: V): Map<K, V>;
  /** `Map.of` with 7 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V, k6: K, v6: V, k7: K, v7: V): Map<K, V>;
  /** `Map.of` with 8 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V, k6: K, v6: V, k7: K, v7: V,
    k8: K, v8: V): Map<K, V>;
  /** `Map.of` with 9 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V, k6: K, v6: V, k7: K, v7: V,
    k8: K, v8: V, k9: K, v9: V): Map<K, V>;
  /** `Map.of` with 10 pairs (see the overload without pairs). */
  of<K, V>(k1: K, v1: V, k2: K, v2: V, k3: K, v3: V, k4: K, v4: V, k5: K, v5: V, k6: K, v6: V, k7: K, v7: V,
    k8: K, v8: V, k9: K, v9: V, k10: K, v10: V): Map<K, V>;
  /**
   * `Map.ofEntries(Map.entry(k1, v1), …)`: an unmodifiable map of the entries, in order.
   *
   * @throws NullPointerException when an entry, key or value is `null` or `undefined`
   * @throws IllegalArgumentException `duplicate key: <k>` when a key repeats
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Map.html#ofEntries(java.util.Map.Entry...)
   */
  ofEntries<K, V>(...entries: (readonly [K, V])[]): Map<K, V>;
  /**
   * `Map.entry(k, v)`: an unmodifiable `[key, value]` pair (a Java `Map.Entry`; `new Map([...])`
   * and `Map.ofEntries` take it). Writing to it throws {@link UnsupportedOperationException}.
   *
   * @throws NullPointerException when the key or value is `null` or `undefined`
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Map.html#entry(K,V)
   */
  entry<K, V>(k: K, v: V): [K, V];
  /**
   * `Map.copyOf(map)`: an unmodifiable copy; an unmodifiable map from `Map.of`/`ofEntries`/`copyOf`
   * is returned as is.
   *
   * @throws NullPointerException when `map` or one of its keys or values is `null` or `undefined`
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Map.html#copyOf(java.util.Map)
   */
  copyOf<K, V>(map: ReadonlyMap<K, V>): Map<K, V>;
}

/**
 * A Java `Map<K, V>` is the global `Map<K, V>` (porting rules 6 and 41); importing `Map` from spring-ai-ts
 * adds Java's factories to it without changing anything else in the importing file.
 *
 * @category Collections
 */
export type Map<K, V> = globalThis.Map<K, V>;

/**
 * The global `Map` with `java.util.Map`'s factories: `Map.of("a", 1)`, `Map.ofEntries(Map.entry("a", 1))`,
 * `Map.copyOf(scores)`. A translated file that imports it keeps every other use of `Map` as
 * JavaScript's: `new Map(…)` creates an ordinary global `Map`, `x instanceof Map` is true for any
 * global `Map`, and `Map<K, V>` is the global type.
 *
 * @remarks
 * The maps iterate in the order their entries were given; Java's `Map.of` iterates in an order that
 * changes from one JVM run to the next (and `HashMap` in hash order), so no Java program relies on it.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Map.html
 * @category Collections
 */
export const Map: MapConstructor & JavaMapFactories = JavaMap as unknown as MapConstructor & JavaMapFactories;
