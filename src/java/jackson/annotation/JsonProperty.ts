/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonProperty. */
import { annotate } from '../Annotations.js';

/** The attributes of `@JsonProperty` that this library reads. */
export interface JsonPropertyOptions {
  /** The JSON name of the property (`""`, the default, keeps the Java name). */
  readonly value?: string;
  /** Whether the property is required (default `false`). */
  readonly required?: boolean;
}

/** @internal */
export const JSON_PROPERTY = 'JsonProperty';

/**
 * Jackson's `@JsonProperty`: the JSON name of a record component (its constructor parameter), a
 * field, or a tool-method parameter, and whether it is required.
 * `@JsonProperty("title")` translates to `@JsonProperty('title')`,
 * `@JsonProperty(value = "title", required = true)` to `@JsonProperty({ value: 'title', required: true })`.
 *
 * @remarks
 * Read where Spring AI 1.1.8 reads it: the JSON name in `BeanOutputConverter`'s schema and in the
 * tool input schemas, reading and writing records; `required` in the tool input schemas (a
 * property with `@JsonProperty` and no `required: true` is optional there, as in Spring AI);
 * `BeanOutputConverter` marks every property required whatever it says. `index`, `defaultValue`
 * and `access` are not supported.
 *
 * @param value - the JSON name, or the attributes
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonProperty.html
 * @category Structured output
 */
export function JsonProperty(value?: string | JsonPropertyOptions): PropertyDecorator & ParameterDecorator & MethodDecorator {
  const options: JsonPropertyOptions = typeof value === 'string' ? { value } : (value ?? {});
  return annotate(JSON_PROPERTY, { value: options.value ?? '', required: options.required ?? false });
}
