/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.common.KeyValue. */
import type { KeyName } from './docs/KeyName.js';

/**
 * A key and its value, attached to an observation as a tag (low cardinality) or a span
 * attribute (high cardinality).
 *
 * Create one with `KeyValue.of(key, value)`. Two key values are equal when key and value are
 * equal; collections of them ({@link KeyValues}) are sorted by key.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-commons/latest/io/micrometer/common/KeyValue.html
 * @category Observation
 */
export interface KeyValue {
  /** The key. */
  getKey(): string;
  /** The value. */
  getValue(): string;
}

/** The immutable implementation behind `KeyValue.of`; plain fields so jest's `toEqual` compares them. */
class ImmutableKeyValue implements KeyValue {
  constructor(
    private readonly key: string,
    private readonly value: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  getValue(): string {
    return this.value;
  }

  equals(other: unknown): boolean {
    return KeyValue.isInstance(other) && other.getKey() === this.key && other.getValue() === this.value;
  }

  toString(): string {
    return `keyValue(${this.key}=${this.value})`;
  }
}

function of(key: string | KeyName, value: string): KeyValue {
  const keyText = typeof key === 'string' ? key : key.asString();
  if (keyText === undefined || keyText === null) throw new TypeError('key must not be null');
  if (value === undefined || value === null) throw new TypeError(`value for key [${keyText}] must not be null`);
  return new ImmutableKeyValue(keyText, value);
}

/**
 * Companion of {@link KeyValue}: the factory and Micrometer's constants.
 *
 * @category Observation
 */
export const KeyValue = {
  /** The value Micrometer uses when a key has no value (`"none"`). */
  NONE_VALUE: 'none',
  /** A key value from a string key or a {@link KeyName} (whose `asString()` is the key). */
  of,
  /** True when `value` has `getKey()` and `getValue()` methods. */
  isInstance(value: unknown): value is KeyValue {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as KeyValue).getKey === 'function' &&
      typeof (value as KeyValue).getValue === 'function'
    );
  },
  /** Orders key values by key, as Micrometer's `compareTo` does. */
  compare(left: KeyValue, right: KeyValue): number {
    const a = left.getKey();
    const b = right.getKey();
    return a < b ? -1 : a > b ? 1 : 0;
  },
} as const;
