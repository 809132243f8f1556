/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonInclude. */
import { annotate } from '../Annotations.js';

/** Jackson's `JsonInclude.Include` constants that this library understands, by name. */
export type JsonIncludeInclude = 'ALWAYS' | 'NON_NULL' | 'NON_ABSENT' | 'NON_EMPTY';

/** @internal */
export const JSON_INCLUDE = 'JsonInclude';

/**
 * Jackson's `@JsonInclude`: which values of a record's components are written, on the record class
 * or on one component (its constructor parameter). `@JsonInclude(JsonInclude.Include.NON_NULL)`
 * translates to `@JsonInclude('NON_NULL')`.
 *
 * @remarks
 * Read where Jackson writes a translated record: tool results and other JSON written with
 * Spring AI's `JsonParser`. `NON_NULL` and `NON_ABSENT` leave out `null` and `undefined`;
 * `NON_EMPTY` also empty strings, arrays, `Set`s and `Map`s; a component's annotation overrides
 * the class's. `NON_DEFAULT`, `CUSTOM` and the `content` attributes are not supported.
 *
 * @param value - the inclusion rule (default `'ALWAYS'`)
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonInclude.html
 * @category Tools
 */
export function JsonInclude(value: JsonIncludeInclude = 'ALWAYS'): ClassDecorator & PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(JSON_INCLUDE, value);
}

/**
 * Whether Jackson writes `value` under the rule `include`.
 *
 * @internal
 */
export function isIncluded(include: JsonIncludeInclude | undefined, value: unknown): boolean {
  switch (include) {
    case 'NON_NULL':
    case 'NON_ABSENT':
      return value !== null && value !== undefined;
    case 'NON_EMPTY':
      if (value === null || value === undefined) return false;
      if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
      if (value instanceof Set || value instanceof Map) return value.size > 0;
      return true;
    default:
      return true;
  }
}
