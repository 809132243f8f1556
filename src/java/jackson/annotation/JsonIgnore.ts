/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonIgnore. */
import { annotate } from '../Annotations.js';

/** @internal */
export const JSON_IGNORE = 'JsonIgnore';

/**
 * Jackson's `@JsonIgnore`: the property is not part of the JSON, on a record component (its
 * constructor parameter) or a field.
 *
 * @remarks
 * The property is left out of `BeanOutputConverter`'s and the tools' schemas; when JSON is read
 * into a record, the component gets `null` (`undefined` is never passed), as Jackson gives it.
 *
 * @param value - whether to ignore (default `true`)
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonIgnore.html
 * @category Structured output
 */
export function JsonIgnore(value = true): PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(JSON_IGNORE, value);
}
