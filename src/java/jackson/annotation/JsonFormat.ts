/* spring-ai-ts, Apache-2.0. Stand-in for Jackson's com.fasterxml.jackson.annotation.JsonFormat. */
import { annotate } from '../Annotations.js';

/** Jackson's `JsonFormat.Shape` constants that this library understands, by name. */
export type JsonFormatShape = 'ANY' | 'NATURAL' | 'STRING' | 'NUMBER' | 'NUMBER_INT' | 'NUMBER_FLOAT' | 'ARRAY';

/** The attributes of `@JsonFormat` that this library reads. */
export interface JsonFormatOptions {
  /** A `DateTimeFormatter` pattern (`'dd.MM.yyyy'`, `'yyyy-MM-dd HH:mm'`); `''` (the default) for none. */
  readonly pattern?: string;
  /** The shape to write the value in (default `'ANY'`: the mapper's default). */
  readonly shape?: JsonFormatShape;
  /** The time zone of a pattern applied to an `Instant` (`'UTC'`, `'+02:00'`); `''` for none. */
  readonly timezone?: string;
  /** The locale of the pattern; only the default (`''`) is supported. */
  readonly locale?: string;
}

/** @internal */
export const JSON_FORMAT = 'JsonFormat';

/**
 * Jackson's `@JsonFormat`: how a `java.time` value (a js-joda `LocalDate`, `Instant`, …) of a record
 * component (its constructor parameter), a field or a getter is written and read.
 * `@JsonFormat(pattern = "dd.MM.yyyy")` translates to `@JsonFormat({ pattern: 'dd.MM.yyyy' })`,
 * `@JsonFormat(shape = JsonFormat.Shape.STRING)` to `@JsonFormat({ shape: 'STRING' })`.
 *
 * @example
 * ```ts
 * // Java: record Booking(@JsonFormat(pattern = "dd.MM.yyyy") LocalDate day) {}
 * class Booking {
 *   constructor(@JsonFormat({ pattern: 'dd.MM.yyyy' }) private readonly _day: LocalDate) {}
 *   day(): LocalDate { return this._day; }
 * }
 * ```
 *
 * @remarks
 * Read where Jackson reads it in Spring AI 1.1.8: writing records (tool results: a `pattern`, or
 * `shape: 'STRING'`, writes the value as text instead of Jackson's default numbers and arrays) and
 * reading JSON into them (structured output, tool arguments: the text must match the `pattern`).
 * As in Spring AI, the JSON schema is not changed by it (a `LocalDate` stays
 * `"format": "date"` whatever the pattern), and on a tool-method parameter it has no effect
 * (Spring AI converts each argument by its type alone). A `pattern` on an `Instant` needs a `timezone`, as in
 * Jackson. `locale`, `lenient`, `with` and `without` are not supported; patterns are js-joda's
 * `DateTimeFormatter.ofPattern` patterns (Java's letters, without localized text).
 *
 * @param options - the attributes
 * @see https://fasterxml.github.io/jackson-annotations/javadoc/2.19/com/fasterxml/jackson/annotation/JsonFormat.html
 * @category Structured output
 */
export function JsonFormat(options: JsonFormatOptions = {}): PropertyDecorator & ParameterDecorator & MethodDecorator {
  return annotate(JSON_FORMAT, {
    pattern: options.pattern ?? '',
    shape: options.shape ?? 'ANY',
    timezone: options.timezone ?? '',
    locale: options.locale ?? '',
  } satisfies Required<JsonFormatOptions>);
}
