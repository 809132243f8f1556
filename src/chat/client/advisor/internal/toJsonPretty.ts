/* spring-ai-ts, Apache-2.0. Internal: pretty JSON of an object as Jackson would write it from its getters. */

const MAX_DEPTH = 12;

function decapitalize(name: string): string {
  // Jackson keeps a leading acronym upper-case only when the second letter is upper-case too.
  return name.length > 1 && name[1] === name[1]?.toUpperCase() && name[1] !== name[1]?.toLowerCase()
    ? name
    : name.charAt(0).toLowerCase() + name.slice(1);
}

function beanProperties(value: object): Array<[string, () => unknown]> {
  const properties: Array<[string, () => unknown]> = [];
  const seen = new Set<string>();
  for (let proto = Object.getPrototypeOf(value) as object | null; proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      const match = /^(?:get|is)([A-Z].*)$/.exec(key);
      if (match === null || seen.has(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, key);
      if (descriptor === undefined || typeof descriptor.value !== 'function' || descriptor.value.length !== 0) continue;
      seen.add(key);
      const method = descriptor.value as () => unknown;
      properties.push([decapitalize(match[1] as string), () => method.call(value)]);
    }
  }
  return properties;
}

function toPlain(value: unknown, stack: Set<object>, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object') return value;
  if (stack.has(value) || depth > MAX_DEPTH) return undefined;
  stack.add(value);
  try {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value) || value instanceof Set) return [...value].map((item) => toPlain(item, stack, depth + 1) ?? null);
    if (value instanceof Map) {
      const result: Record<string, unknown> = {};
      for (const [key, item] of value) result[String(key)] = toPlain(item, stack, depth + 1);
      return result;
    }
    const enumLike = value as { name?: unknown; ordinal?: unknown };
    if (typeof enumLike.name === 'function' && typeof enumLike.ordinal === 'function') {
      // A ported Java enum: Jackson writes the constant's name.
      return String((enumLike.name as () => unknown).call(value));
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toPlain(toJSON.call(value), stack, depth + 1);
    const prototype = Object.getPrototypeOf(value) as unknown;
    const properties =
      prototype === Object.prototype || prototype === null ? [] : beanProperties(value);
    const result: Record<string, unknown> = {};
    if (properties.length === 0) {
      for (const [key, item] of Object.entries(value)) result[key.replace(/^_+/, '')] = toPlain(item, stack, depth + 1);
      return result;
    }
    for (const [name, read] of properties) {
      try {
        result[name] = toPlain(read(), stack, depth + 1);
      } catch {
        // A getter that fails is left out, as Jackson would fail the whole value; logging must not.
      }
    }
    return result;
  } finally {
    stack.delete(value);
  }
}

/**
 * The pretty-printed JSON of `value` (two-space indent): class instances are written from their
 * `getX()`/`isX()` methods as Jackson does (so `getFinishReason()` becomes `finishReason`), plain
 * objects from their fields, `Map`s as objects, ported enums by constant name; cycles are cut.
 * `"null"` for an absent value.
 */
export function toJsonPretty(value: unknown): string {
  return JSON.stringify(toPlain(value, new Set(), 0), null, 2) ?? 'null';
}
