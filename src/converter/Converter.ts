/* Ported from Spring Framework Converter (as used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Converts a value of type `S` into a value of type `T`; the counterpart of Spring
 * Framework's `org.springframework.core.convert.converter.Converter` that Spring AI's
 * `StructuredOutputConverter` extends.
 *
 * @remarks
 * Spring Framework's interface lives in `org.springframework.core.convert.converter`; the port
 * keeps it beside the structured-output converters. `convert` may return `undefined` (Java
 * `null`).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/convert/converter/Converter.html
 * @category Chat Client
 */
export interface Converter<S, T> {
  /** Converts `source`. */
  convert(source: S): T | undefined;
}
