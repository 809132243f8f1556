/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.common.docs.KeyName. */

/**
 * The name of a key that an observation documents (a tag or span attribute name).
 *
 * Spring AI's `*ObservationDocumentation` key-name enums implement it: each constant's
 * `asString()` is the attribute key, for example `gen_ai.operation.name`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-commons/latest/io/micrometer/common/docs/KeyName.html
 * @category Observation
 */
export interface KeyName {
  /** The key as it appears on metrics and spans. */
  asString(): string;
  /** Whether the key must always be present; Micrometer's default is `true`. */
  isRequired?(): boolean;
}

/**
 * Companion of {@link KeyName}.
 *
 * @category Observation
 */
export const KeyName = {
  /** True when `value` has an `asString()` method, as every `KeyName` has. */
  isInstance(value: unknown): value is KeyName {
    return typeof value === 'object' && value !== null && typeof (value as KeyName).asString === 'function';
  },
} as const;
