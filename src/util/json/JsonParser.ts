/* Ported from Spring AI JsonParser (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { RecordComponents } from '../../java/reflect/RecordComponents.js';
import { isIncluded } from '../../java/jackson/annotation/JsonInclude.js';
import { javaValueKindOf, stringifyWithRawNumbers, writeJavaValue, type JsonFormatValue } from '../../java/jackson/jsr310/JavaTimeJson.js';

/** A java.time value as Jackson writes it (with `@JsonFormat`, if any), numbers with their text kept. */
function javaValue(value: unknown, format?: JsonFormatValue): unknown {
  return writeJavaValue(value, format);
}

/**
 * Serialises Java-like values the way Jackson does: `Map` → object, `Set` → array, a translated
 * record (rule 14) → an object of its components, a js-joda value as Jackson's `JavaTimeModule`
 * writes it (`[2026,3,7]`, `1772878530.123000000`).
 */
function replacer(this: unknown, key: string, value: unknown): unknown {
  // JSON.stringify has already called the value's toJSON(): look at the original.
  const original = (this as Record<string, unknown>)[key];
  if (javaValueKindOf(original) !== undefined) return javaValue(original);
  if (value instanceof Map) {
    return Object.fromEntries([...(value as Map<unknown, unknown>).entries()].map(([k, v]) => [String(k), v]));
  }
  if (value instanceof Set) return [...(value as Set<unknown>)];
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) {
    // A translated Java record (rule 14): Jackson writes its components, named after the accessors.
    const components = RecordComponents.of((value as object).constructor);
    if (components !== undefined) {
      const record = value as Record<string, () => unknown>;
      return Object.fromEntries(components
          .filter((component) => !component.ignored)
          .map((component) => [component.jsonName, record[component.name]!.call(value), component.include, component.javaType] as const)
          .filter(([, item, include]) => isIncluded(include, item))
          .map(([name, item, , javaType]) => [name, javaType?.kind === 'value' && javaType.format !== undefined ? javaValue(item, javaType.format) : item]));
    }
  }
  return value;
}

/** The end of the first JSON value starting at `start` (a bracketed value, a string or a scalar token). */
function firstValueEnd(text: string, start: number): number | undefined {
  const first = text[start];
  if (first === '{' || first === '[') {
    let depth = 0;
    for (let i = start; i < text.length; i++) {
      const char = text[i];
      if (char === '"') {
        for (i++; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
      } else if (char === '{' || char === '[') {
        depth++;
      } else if (char === '}' || char === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return undefined;
  }
  if (first === '"') {
    for (let i = start + 1; i < text.length; i += text[i] === '\\' ? 2 : 1) {
      if (text[i] === '"') return i + 1;
    }
    return undefined;
  }
  const token = /^[^\s,:[\]{}"]+/.exec(text.slice(start));
  return token === null ? undefined : start + token[0].length;
}

/**
 * JSON helpers shared by the tool callbacks: Jackson's `ObjectMapper` in Spring, `JSON` here.
 *
 * @remarks
 * Serialisation follows `JSON.stringify` (own enumerable fields, `toJSON`), with `Map` written as
 * an object, `Set` as an array, `bigint` as a string and `undefined` as `null`. Only the helpers
 * the ported tool code uses are provided; typed reading lives in the tool callbacks, which also
 * validate with class-validator.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/JsonParser.html
 * @category Tools
 */
export abstract class JsonParser {
  /**
   * Parses `json`.
   *
   * @throws IllegalStateException `"Conversion from JSON to <typeName> failed"`, with the parser's
   * error as the cause
   */
  static fromJson(json: string, typeName = 'Object'): unknown {
    Assert.notNull(json, 'json cannot be null');
    try {
      return JSON.parse(json) as unknown;
    } catch (error) {
      throw new IllegalStateException(`Conversion from JSON to ${typeName} failed`, error);
    }
  }

  /**
   * Writes `object` as JSON; a string that already is JSON (or is blank, as Jackson reads it as
   * "no content") is returned unchanged.
   *
   * @throws IllegalStateException `"Conversion from Object to JSON failed"` (for example for a
   * circular structure), with the cause
   */
  static toJson(object: unknown): string {
    if (typeof object === 'string' && JsonParser.isValidJson(object)) return object;
    try {
      return stringifyWithRawNumbers(object === undefined ? null : object, replacer) ?? 'null';
    } catch (error) {
      throw new IllegalStateException('Conversion from Object to JSON failed', error);
    }
  }

  /**
   * Jackson's `readTree` check: the text is "valid" when it is blank or starts with a complete JSON
   * value; what follows that value is not read (Jackson does not fail on trailing tokens), except
   * that a number at the root must be followed by white space or the end (`"21:00"` is not JSON).
   */
  private static isValidJson(input: string): boolean {
    const start = input.search(/\S/);
    if (start === -1) return true;
    const end = firstValueEnd(input, start);
    if (end === undefined) return false;
    try {
      const value: unknown = JSON.parse(input.slice(start, end));
      // Jackson requires white space after a number at the root ("21:00" and "4,5" are not JSON).
      if (typeof value === 'number' && end < input.length && !' \t\r\n'.includes(input[end]!)) return false;
      return true;
    } catch {
      return false;
    }
  }
}
