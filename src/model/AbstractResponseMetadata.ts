/* Ported from Spring AI AbstractResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';

/**
 * Base class for map-backed response metadata, such as `ChatResponseMetadata`.
 *
 * @remarks
 * Java's `entrySet()` is an array of `[key, value]` pairs, and `keySet()` a new `Set`.
 * `getOrDefault` also accepts a function, called for a missing key (Java's `Supplier`
 * overload from {@link ResponseMetadata}).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/AbstractResponseMetadata.html
 * @category Chat Model
 */
export class AbstractResponseMetadata {
  /** The format Spring uses for `toString()`: id, usage and rate limit. */
  protected static readonly AI_METADATA_STRING = '{ id: %1$s, usage: %2$s, rateLimit: %3$s }';

  /** The entries. */
  protected readonly map = new Map<string, unknown>();

  /** The value for `key`, or `undefined`. */
  get<T = unknown>(key: string): T | undefined {
    return this.map.get(key) as T | undefined;
  }

  /** The value for `key`; throws `IllegalArgumentException("Context does not have an entry for key [<key>]")`. */
  getRequired<T = unknown>(key: string): T {
    const value = this.map.get(key);
    if (value === undefined || value === null) {
      throw new IllegalArgumentException(`Context does not have an entry for key [${key}]`);
    }
    return value as T;
  }

  /** Whether there is a value for `key`. */
  containsKey(key: string): boolean {
    return this.map.has(key);
  }

  /** The value for `key`, or `defaultObject` (called when it is a function). */
  getOrDefault<T = unknown>(key: string, defaultObject: T | (() => T)): T {
    if (this.map.has(key)) return this.map.get(key) as T;
    return typeof defaultObject === 'function' ? (defaultObject as () => T)() : defaultObject;
  }

  /** All entries, as `[key, value]` pairs (a copy). */
  entrySet(): Array<[string, unknown]> {
    return [...this.map.entries()];
  }

  /** All keys (a copy). */
  keySet(): Set<string> {
    return new Set(this.map.keys());
  }

  /** Whether there are no entries. */
  isEmpty(): boolean {
    return this.map.size === 0;
  }
}
