/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonClassDescription. */
import { annotate } from '../Annotations.js';

/** @internal */
export const JSON_CLASS_DESCRIPTION = 'JsonClassDescription';

/**
 * Jackson's `@JsonClassDescription`: the `description` of a class's object schema.
 *
 * @remarks
 * Read where Spring AI 1.1.8's schema generators read it: `BeanOutputConverter`'s schema and the
 * schema of a class inside a tool's input (a tool-method parameter's own description, when it has
 * one, replaces it).
 *
 * @param value - the description
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonClassDescription.html
 * @category Structured output
 */
export function JsonClassDescription(value: string): ClassDecorator {
  return annotate(JSON_CLASS_DESCRIPTION, value);
}
