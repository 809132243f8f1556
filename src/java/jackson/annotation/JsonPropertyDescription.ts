/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonPropertyDescription. */
import { annotate } from '../Annotations.js';

/** @internal */
export const JSON_PROPERTY_DESCRIPTION = 'JsonPropertyDescription';

/**
 * Jackson's `@JsonPropertyDescription`: the `description` of a property in the JSON schema, on a
 * record component (its constructor parameter), a field or a tool-method parameter.
 *
 * @remarks
 * Read where Spring AI 1.1.8's schema generators read it (`BeanOutputConverter`, tool input
 * schemas; for a tool-method parameter after `@ToolParam`'s description).
 *
 * @param value - the description
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonPropertyDescription.html
 * @category Structured output
 */
export function JsonPropertyDescription(value: string): PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(JSON_PROPERTY_DESCRIPTION, value);
}
