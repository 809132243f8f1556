/* spring-ai-ts, Apache-2.0. Internal: Java maps in request bodies, as JSON objects. */

/** `value` with every `Map` (nested in arrays and plain objects too) turned into a plain object. */
export function jsonValue(value: unknown): unknown {
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of value) out[String(key)] = jsonValue(entry);
    return out;
  }
  if (Array.isArray(value)) return value.map(jsonValue);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) out[key] = jsonValue(entry);
    return out;
  }
  return value;
}
