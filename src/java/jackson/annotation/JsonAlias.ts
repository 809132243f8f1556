/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonAlias. */
import { annotate } from '../Annotations.js';

/** @internal */
export const JSON_ALIAS = 'JsonAlias';

/**
 * Jackson's `@JsonAlias`: other JSON names accepted when reading a property, on a record component
 * (its constructor parameter) or a field. `@JsonAlias({"zip", "postcode"})` translates to
 * `@JsonAlias(['zip', 'postcode'])`.
 *
 * @remarks
 * Reading only, as in Jackson: the schemas keep the property's own name.
 *
 * @param value - the alternative names
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonAlias.html
 * @category Structured output
 */
export function JsonAlias(value: readonly string[]): PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(JSON_ALIAS, [...value]);
}
