/* spring-ai-ts, Apache-2.0. The observation key-name enums' shared implementation, written once. */
import type { KeyName } from '../../java/micrometer/common/docs/KeyName.js';
import { KeyValue } from '../../java/micrometer/common/KeyValue.js';
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * A constant of a `LowCardinalityKeyNames`/`HighCardinalityKeyNames` enum nested in an observation
 * documentation: a Java enum constant and a Micrometer {@link KeyName} whose key is a string or
 * an `AiObservationAttributes` constant's value. Not exported from the package entry points.
 */
export abstract class ObservationKeyName extends JavaEnumConstant implements KeyName {
  private readonly key: string;

  protected constructor(name: string, ordinal: number, key: string | { value(): string }) {
    super(name, ordinal);
    this.key = typeof key === 'string' ? key : key.value();
  }

  /** The key as it appears on metrics and spans. */
  asString(): string {
    return this.key;
  }

  /** A key value with this key and `value` (Micrometer's `KeyName.withValue`). */
  withValue(value: string): KeyValue {
    return KeyValue.of(this.key, value);
  }
}
