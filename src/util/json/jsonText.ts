/* spring-ai-ts, Apache-2.0. Internal: JSON text helpers for the structured-output converters (Jackson's reading and pretty-printing habits). */
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';

/**
 * Where the first JSON value of `text` ends (exclusive), or `undefined` when it does not end.
 * Strings and escapes are respected; nothing is validated here.
 */
function endOfFirstValue(text: string, start: number): number | undefined {
  const first = text[start];
  if (first === '{' || first === '[') {
    let depth = 0;
    let inString = false;
    for (let index = start; index < text.length; index++) {
      const char = text[index];
      if (inString) {
        if (char === '\\') index++;
        else if (char === '"') inString = false;
        continue;
      }
      if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth++;
      else if (char === '}' || char === ']') {
        depth--;
        if (depth === 0) return index + 1;
      }
    }
    return undefined;
  }
  if (first === '"') {
    for (let index = start + 1; index < text.length; index++) {
      const char = text[index];
      if (char === '\\') index++;
      else if (char === '"') return index + 1;
    }
    return undefined;
  }
  let index = start;
  while (index < text.length && !/[\s,\]}]/.test(text[index] as string)) index++;
  return index;
}

/**
 * Parses the first JSON value of `text` and ignores whatever follows it, as Jackson's
 * `ObjectMapper.readValue`/`readTree` do by default (`FAIL_ON_TRAILING_TOKENS` is off).
 *
 * @throws SyntaxError when the text does not start with a valid JSON value
 * @throws IllegalArgumentException when it nests deeper than {@link MAX_JSON_NESTING_DEPTH}
 */
export function parseFirstJsonValue(text: string): unknown {
  const start = text.search(/\S/);
  if (start < 0) return JSON.parse(text);
  const end = endOfFirstValue(text, start);
  const json = end === undefined ? text : text.slice(start, end);
  // What reads the value next recurses per level: refuse nesting that would overflow the stack.
  const depth = json.length > MAX_JSON_NESTING_DEPTH ? jsonNestingDepth(json) : 0;
  if (depth > MAX_JSON_NESTING_DEPTH) throw new IllegalArgumentException(nestingDepthMessage(depth));
  // An own `__proto__` key is a trap for `Object.assign` and spreads: drop it.
  return json.includes('"__proto__"') ? JSON.parse(json, dropProtoKeys) : JSON.parse(json);
}

function dropProtoKeys(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

/**
 * Converts parsed JSON the way Jackson reads it into a `Map<String, Object>`: every JSON object
 * becomes a `Map` (insertion order kept), arrays stay arrays.
 */
export function toJavaMapValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJavaMapValue);
  if (typeof value === 'object' && value !== null) {
    return new Map(Object.entries(value).map(([key, entry]) => [key, toJavaMapValue(entry)]));
  }
  return value;
}

function prettyPrint(value: unknown, nesting: number, lineSeparator: string): string {
  if (Array.isArray(value)) {
    // Jackson's arrays are written inline ("[ a, b ]") and do not deepen the indentation.
    if (value.length === 0) return '[ ]';
    return `[ ${value.map((element) => prettyPrint(element, nesting, lineSeparator)).join(', ')} ]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    if (entries.length === 0) return '{ }';
    const inner = '  '.repeat(nesting + 1);
    const fields = entries.map(
      ([key, entry]) => `${inner}${JSON.stringify(key)} : ${prettyPrint(entry, nesting + 1, lineSeparator)}`,
    );
    return `{${lineSeparator}${fields.join(`,${lineSeparator}`)}${lineSeparator}${'  '.repeat(nesting)}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Pretty-prints a JSON value exactly as Jackson's `DefaultPrettyPrinter` does: two-space object
 * indentation, `"key" : value`, inline arrays (`[ "a", "b" ]`), `{ }` and `[ ]` when empty.
 */
export function jacksonPrettyPrint(value: unknown, lineSeparator = '\n'): string {
  return prettyPrint(value, 0, lineSeparator);
}

/** Jackson's default limit on JSON nesting (`StreamReadConstraints.DEFAULT_MAX_DEPTH`). */
export const MAX_JSON_NESTING_DEPTH = 1000;

/**
 * The deepest nesting of objects and arrays in `text` (strings skipped), counted without
 * recursion, so it can guard the recursive conversions that follow a parse.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      // skip a string literal
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i += text.charCodeAt(i) === 92 ? 2 : 1);
    } else if (code === 123 || code === 91) {
      if (++depth > max) max = depth;
    } else if (code === 125 || code === 93) {
      depth--;
    }
  }
  return max;
}

/** Jackson's message for JSON nested deeper than {@link MAX_JSON_NESTING_DEPTH}. */
export function nestingDepthMessage(depth: number): string {
  return `Document nesting depth (${depth}) exceeds the maximum allowed (${MAX_JSON_NESTING_DEPTH})`;
}
