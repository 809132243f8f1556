/* spring-ai-ts, Apache-2.0. JdkSha256HexIdGenerator's stand-in for Java serialization. */
import { RuntimeException } from '../../../core/RuntimeException.js';

/**
 * The contents as bytes that depend only on their values: every value is tagged with its kind,
 * strings and byte arrays carry their length, and the entries of maps, sets and objects are
 * sorted, so two maps with the same entries give the same bytes whatever their insertion order
 * (as Java's `HashMap` serialization does for equal maps). Functions, symbols and cycles cannot be
 * serialized: `RuntimeException('Failed to serialize', cause)`, as in Spring.
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
      out.push(`s${value.length}:`, value);
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
    const name = value.constructor?.name ?? 'Object';
    writeSorted(`O${name.length}:${name}`, Object.entries(value).map(([k, v]) => [serialized(k, path), serialized(v, path)]), out);
  }
  path.delete(value);
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
