/* Ported from Spring AI ObservabilityHelper (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Formats maps and lists for observation key values and logs: `["a":"1", "b":"2"]` and
 * `["a", "b"]`.
 *
 * @remarks
 * `concatenateEntries` takes a `Map` or a plain object (a Java `Map<String, Object>`); values are
 * printed with `String(value)`, so `null`/`undefined` print as `null`/`undefined`. A missing
 * argument throws `TypeError` where Java throws `NullPointerException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/ObservabilityHelper.html
 * @category Observation
 */
export abstract class ObservabilityHelper {
  /** `["key":"value", …]` in the map's iteration order. */
  static concatenateEntries(keyValues: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): string {
    if (keyValues === undefined || keyValues === null) throw new TypeError('keyValues must not be null');
    const entries = keyValues instanceof Map ? [...keyValues.entries()] : Object.entries(keyValues);
    return `[${entries.map(([key, value]) => `"${String(key)}":"${String(value)}"`).join(', ')}]`;
  }

  /** `["first", "second", …]`. */
  static concatenateStrings(strings: readonly (string | null | undefined)[]): string {
    if (strings === undefined || strings === null) throw new TypeError('strings must not be null');
    return `[${strings.map((text) => `"${String(text)}"`).join(', ')}]`;
  }
}
