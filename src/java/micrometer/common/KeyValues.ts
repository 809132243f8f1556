/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.common.KeyValues. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { KeyValue } from './KeyValue.js';

/**
 * An immutable set of {@link KeyValue}s, at most one per key, sorted by key.
 *
 * Every combining method returns a new instance; when a key appears in both, the value being
 * added wins.
 *
 * @remarks
 * `stream()` returns an array instead of a Java `Stream`; `KeyValues` is also iterable, so
 * `[...keyValues]` and `for … of` work.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-commons/latest/io/micrometer/common/KeyValues.html
 * @category Observation
 */
export class KeyValues implements Iterable<KeyValue> {
  private static readonly EMPTY = new KeyValues([]);

  private readonly keyValues: readonly KeyValue[];

  private constructor(sortedUnique: readonly KeyValue[]) {
    this.keyValues = sortedUnique;
  }

  /** The empty set. */
  static empty(): KeyValues {
    return KeyValues.EMPTY;
  }

  /**
   * A set built from key values, from alternating key and value strings
   * (`KeyValues.of('a', '1', 'b', '2')`), or from any iterable of key values.
   */
  static of(...keyValues: KeyValue[]): KeyValues;
  static of(...keysAndValues: string[]): KeyValues;
  static of(keyValues: Iterable<KeyValue> | undefined): KeyValues;
  static of(...args: unknown[]): KeyValues {
    // Already a set (immutable, sorted, unique): nothing to build.
    if (args.length === 1 && args[0] instanceof KeyValues) return args[0];
    return KeyValues.EMPTY.and(...(args as KeyValue[]));
  }

  /** A new set with this set's entries plus the given ones (given values win on equal keys). */
  and(key: string, value: string): KeyValues;
  and(...keyValues: KeyValue[]): KeyValues;
  and(...keysAndValues: string[]): KeyValues;
  and(keyValues: Iterable<KeyValue> | undefined): KeyValues;
  and(...args: unknown[]): KeyValues {
    if (args.length === 1 && args[0] instanceof KeyValues) {
      if (args[0].keyValues.length === 0) return this;
      if (this.keyValues.length === 0) return args[0];
      return new KeyValues(KeyValues.merge(this.keyValues, args[0].keyValues));
    }
    const added = KeyValues.toKeyValues(args);
    if (added.length === 0) return this;
    const sorted = KeyValues.sortedUnique(added);
    return new KeyValues(this.keyValues.length === 0 ? sorted : KeyValues.merge(this.keyValues, sorted));
  }

  /** `keyValues` (a fresh array, sorted here in place) sorted by key, the last one of equal keys kept. */
  private static sortedUnique(keyValues: KeyValue[]): KeyValue[] {
    // A stable insertion sort (sets are a handful of entries, no comparator calls): equal keys stay
    // in the order given, so the last one of a run is the one that wins.
    const count = keyValues.length;
    if (count > 16) {
      keyValues.sort(KeyValue.compare); // stable too, and O(n log n) for large sets
      const sorted = keyValues.filter((keyValue, index) => keyValues[index + 1]?.getKey() !== keyValue.getKey());
      return sorted;
    }
    for (let index = 1; index < count; index++) {
      const keyValue = keyValues[index] as KeyValue;
      const key = keyValue.getKey();
      let slot = index;
      while (slot > 0 && (keyValues[slot - 1] as KeyValue).getKey() > key) {
        keyValues[slot] = keyValues[slot - 1] as KeyValue;
        slot--;
      }
      keyValues[slot] = keyValue;
    }
    let kept = 0;
    for (let index = 0; index < count; index++) {
      const keyValue = keyValues[index] as KeyValue;
      if (index + 1 === count || (keyValues[index + 1] as KeyValue).getKey() !== keyValue.getKey()) keyValues[kept++] = keyValue;
    }
    if (kept < count) keyValues.length = kept;
    return keyValues;
  }

  /** Merges two sorted, unique lists; `added` wins on equal keys. */
  private static merge(base: readonly KeyValue[], added: readonly KeyValue[]): KeyValue[] {
    const merged: KeyValue[] = [];
    let i = 0;
    let j = 0;
    while (i < base.length && j < added.length) {
      const order = KeyValue.compare(base[i] as KeyValue, added[j] as KeyValue);
      if (order < 0) merged.push(base[i++] as KeyValue);
      else {
        if (order === 0) i++;
        merged.push(added[j++] as KeyValue);
      }
    }
    while (i < base.length) merged.push(base[i++] as KeyValue);
    while (j < added.length) merged.push(added[j++] as KeyValue);
    return merged;
  }

  /** The entries, sorted by key. */
  stream(): KeyValue[] {
    return [...this.keyValues];
  }

  /** Iterates the entries in key order. */
  [Symbol.iterator](): Iterator<KeyValue> {
    return this.keyValues[Symbol.iterator]();
  }

  /** True when both sets hold the same keys with the same values. */
  equals(other: unknown): boolean {
    if (!(other instanceof KeyValues) || other.keyValues.length !== this.keyValues.length) return false;
    return this.keyValues.every((keyValue, index) => {
      const theirs = other.keyValues[index];
      return theirs !== undefined && theirs.getKey() === keyValue.getKey() && theirs.getValue() === keyValue.getValue();
    });
  }

  /** Micrometer's format: `[keyValue(a=1),keyValue(b=2)]`. */
  toString(): string {
    return `[${this.keyValues.map((keyValue) => `keyValue(${keyValue.getKey()}=${keyValue.getValue()})`).join(',')}]`;
  }

  private static toKeyValues(args: unknown[]): KeyValue[] {
    if (args.length === 0) return [];
    if (args.length === 1) {
      const only = args[0];
      if (only === undefined || only === null) return [];
      if (KeyValue.isInstance(only)) return [only];
      if (typeof only === 'object' && Symbol.iterator in only) return [...(only as Iterable<KeyValue>)];
    }
    if (args.every((arg) => typeof arg === 'string')) {
      if (args.length % 2 === 1) {
        throw new IllegalArgumentException('size must be even, it is a set of key=value pairs');
      }
      const pairs: KeyValue[] = [];
      for (let index = 0; index < args.length; index += 2) {
        pairs.push(KeyValue.of(args[index] as string, args[index + 1] as string));
      }
      return pairs;
    }
    return args.filter((arg): arg is KeyValue => arg !== undefined && arg !== null);
  }
}
