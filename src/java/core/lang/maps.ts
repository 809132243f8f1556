/* spring-ai-ts, Apache-2.0. Internal helpers for Java `Map<String, Object>` parameters given as a Map or a plain object. */

/** A Java `Map<String, Object>` parameter: a `Map` or a plain object. */
export type MapLike<V = unknown> = ReadonlyMap<string, V> | Readonly<Record<string, V>>;

/** The entries of a map-like value (`undefined` and `null` give no entries). */
export function entriesOf<V>(value: MapLike<V> | null | undefined): [string, V][] {
  if (value === null || value === undefined) return [];
  if (value instanceof Map) return [...(value as ReadonlyMap<string, V>).entries()];
  return Object.entries(value as Record<string, V>);
}

/** The keys of a map-like value. */
export function keysOf(value: MapLike | null | undefined): unknown[] {
  return entriesOf(value).map(([key]) => key);
}

/** The values of a map-like value. */
export function valuesOf<V>(value: MapLike<V> | null | undefined): V[] {
  return entriesOf(value).map(([, element]) => element);
}

/** `HashMap.putAll`: copies every entry of `source` into `target`. */
export function putAll<V>(target: Map<string, V>, source: MapLike<V> | null | undefined): void {
  for (const [key, element] of entriesOf(source)) target.set(key, element);
}

/** A new `Map` with the entries of `source`. */
export function newMap<V>(source?: MapLike<V> | null): Map<string, V> {
  const map = new Map<string, V>();
  putAll(map, source);
  return map;
}

/** True when `value` is absent or has no entries (`CollectionUtils.isEmpty`). */
export function isEmptyMap(value: MapLike | null | undefined): boolean {
  return entriesOf(value).length === 0;
}
