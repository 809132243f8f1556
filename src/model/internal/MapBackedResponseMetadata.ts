/* spring-ai-ts, Apache-2.0. Internal: the read side of the map-backed response metadata classes. */
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';

/**
 * Response metadata held in a map: lookups, Spring's `getRequired` message, copies of the keys
 * and entries. `AbstractResponseMetadata` and `MutableResponseMetadata` extend it (in Java they
 * are two separate implementations of `ResponseMetadata`).
 */
export abstract class MapBackedResponseMetadata {
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
