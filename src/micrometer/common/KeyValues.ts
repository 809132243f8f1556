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
    return KeyValues.EMPTY.and(...(args as KeyValue[]));
  }

  /** A new set with this set's entries plus the given ones (given values win on equal keys). */
  and(key: string, value: string): KeyValues;
  and(...keyValues: KeyValue[]): KeyValues;
  and(...keysAndValues: string[]): KeyValues;
  and(keyValues: Iterable<KeyValue> | undefined): KeyValues;
  and(...args: unknown[]): KeyValues {
    const added = KeyValues.toKeyValues(args);
    if (added.length === 0) return this;
    const merged = new Map<string, KeyValue>();
    for (const keyValue of this.keyValues) merged.set(keyValue.getKey(), keyValue);
    for (const keyValue of added) merged.set(keyValue.getKey(), keyValue);
    return new KeyValues([...merged.values()].sort(KeyValue.compare));
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
