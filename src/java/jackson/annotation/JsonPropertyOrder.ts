/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonPropertyOrder. */
import { annotate } from '../Annotations.js';

/** @internal */
export const JSON_PROPERTY_ORDER = 'JsonPropertyOrder';

/**
 * Jackson's `@JsonPropertyOrder`: the order of a class's properties. `@JsonPropertyOrder({"b", "a"})`
 * translates to `@JsonPropertyOrder(['b', 'a'])`.
 *
 * @remarks
 * Read where Spring AI 1.1.8's schema generators read it: the named properties come first in the
 * schema's `properties` (and `required`), in the given order, the others after them in
 * declaration order (without the annotation, a record's properties are listed alphabetically).
 * The `alphabetic` attribute is not supported.
 *
 * @param value - the property names, in order
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonPropertyOrder.html
 * @category Structured output
 */
export function JsonPropertyOrder(value: readonly string[]): ClassDecorator {
  return annotate(JSON_PROPERTY_ORDER, [...value]);
}
