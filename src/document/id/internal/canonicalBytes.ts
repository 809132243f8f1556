/* spring-ai-ts, Apache-2.0. JdkSha256HexIdGenerator's stand-in for Java serialization. */
import { RuntimeException } from '../../../java/core/RuntimeException.js';

/**
 * The contents as bytes that depend only on their values: every value is tagged with its kind,
 * strings and byte arrays carry their length, and the entries of maps, sets and objects are
 * sorted, so two maps with the same entries give the same bytes whatever their insertion order
 * (as Java's `HashMap` serialization does for equal maps). Functions, symbols, cycles and class
 * instances with no visible state (neither `toJSON()` nor enumerable fields) cannot be serialized:
 * `RuntimeException('Failed to serialize', cause)`, as in Spring for what is not `Serializable`.
 */
export function canonicalBytes(contents: readonly unknown[]): Uint8Array {
  try {
    const out: string[] = [];
    for (const content of contents) write(content, out, new Set());
    return new TextEncoder().encode(out.join(''));
  } catch (error) {
    throw new RuntimeException('Failed to serialize', error);
  }
}

function write(value: unknown, out: string[], path: Set<object>): void {
  if (value === null || value === undefined) {
    out.push('N');
    return;
  }
  switch (typeof value) {
    case 'string':
      // UTF-8 would turn every lone surrogate into U+FFFD (so '\ud800' and '\udc00' would match):
      // such a string is written as its UTF-16 code units.
      if (LONE_SURROGATE.test(value)) out.push(`u${value.length}:`, codeUnits(value));
      else out.push(`s${value.length}:`, value);
      return;
    case 'number':
      out.push(`n${Object.is(value, -0) ? '-0' : String(value)};`);
      return;
    case 'bigint':
      out.push(`i${value.toString()};`);
      return;
    case 'boolean':
      out.push(value ? 'T' : 'F');
      return;
    case 'object':
      writeObject(value, out, path);
      return;
    default:
      throw new TypeError(`a ${typeof value} is not serializable`);
  }
}

function writeObject(value: object, out: string[], path: Set<object>): void {
  if (value instanceof Date) {
    out.push(`d${value.getTime()};`);
    return;
  }
  if (value instanceof Uint8Array) {
    out.push(`y${value.length}:`, Buffer.from(value).toString('hex'));
    return;
  }
  if (path.has(value)) throw new TypeError('a cyclic structure is not serializable');
  path.add(value);
  if (Array.isArray(value)) {
    out.push(`[${value.length}:`);
    for (const item of value) write(item, out, path);
    out.push(']');
  } else if (value instanceof Set) {
    writeSorted('S', [...value].map((item) => [serialized(item, path)]), out);
  } else if (value instanceof Map) {
    writeSorted('M', [...value].map(([k, v]) => [serialized(k, path), serialized(v, path)]), out);
  } else {
    writeOther(value, out, path);
  }
  path.delete(value);
}

/**
 * A plain object by its entries; another class's instance by its `toJSON()` (a URL, say), a
 * regular expression by its source, otherwise by its class and entries. An instance with no
 * enumerable state (kept in `#private` fields, say) cannot be written faithfully: two different
 * ones would get the same bytes, so it is refused.
 */
function writeOther(value: object, out: string[], path: Set<object>): void {
  const prototype = Object.getPrototypeOf(value) as object | null;
  const plain = prototype === null || prototype === Object.prototype;
  const name = plain ? 'Object' : ((value.constructor as { name?: string } | undefined)?.name ?? 'Object');
  const entries = Object.entries(value);
  if (!plain) {
    if (value instanceof RegExp) {
      out.push(`r${String(value).length}:`, String(value));
      return;
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      out.push(`J${name.length}:${name}`);
      write(toJSON.call(value) as unknown, out, path);
      return;
    }
    if (entries.length === 0 && !ArrayBuffer.isView(value)) throw new TypeError(`a ${name} has no enumerable state to serialize`);
  }
  writeSorted(`O${name.length}:${name}`, entries.map(([k, v]) => [serialized(k, path), serialized(v, path)]), out);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function codeUnits(value: string): string {
  let hex = '';
  for (let i = 0; i < value.length; i++) hex += value.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

function serialized(value: unknown, path: Set<object>): string {
  const out: string[] = [];
  write(value, out, path);
  return out.join('');
}

function writeSorted(tag: string, entries: string[][], out: string[]): void {
  const sorted = entries.map((parts) => parts.join('')).sort();
  out.push(`{${tag}${sorted.length}:`, ...sorted, '}');
}
