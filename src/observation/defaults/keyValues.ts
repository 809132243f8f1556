/* spring-ai-ts, Apache-2.0. The key-value steps the default observation conventions repeat in Spring, written once. */
import { StringUtils } from '../../java/core/StringUtils.js';
import type { KeyName } from '../../java/micrometer/common/docs/KeyName.js';
import { KeyValue } from '../../java/micrometer/common/KeyValue.js';
import type { KeyValues } from '../../java/micrometer/common/KeyValues.js';

/**
 * `keyValues` and `key` = `format(value)`, or `keyValues` unchanged when `value` is `null` or
 * `undefined` (Spring's `if (value != null) keyValues = keyValues.and(...)`).
 */
export function andIfPresent<T>(
  keyValues: KeyValues,
  key: KeyName | string,
  value: T | null | undefined,
  format: (value: T) => string = String,
): KeyValues {
  if (value === undefined || value === null) return keyValues;
  return keyValues.and(typeof key === 'string' ? key : key.asString(), format(value));
}

/** `text` when it has text, else `none` (`KeyValue.NONE_VALUE`), as the model observations report an unknown model. */
export function textOrNone(text: string | null | undefined): string {
  return StringUtils.hasText(text) ? text : KeyValue.NONE_VALUE;
}

/** `<operation> <model>`, or the operation alone when no model is named: the model observations' contextual name. */
export function operationAndModel(operation: string, model: string | null | undefined): string {
  return StringUtils.hasText(model) ? `${operation} ${model}` : operation;
}
