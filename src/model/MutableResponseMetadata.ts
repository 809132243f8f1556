/* Ported from Spring AI MutableResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import type { ResponseMetadata } from './ResponseMetadata.js';

/**
 * {@link ResponseMetadata} whose entries can be changed.
 *
 * @remarks
 * `entrySet()` returns `[key, value]` pairs; `getRawMap()` returns the live `Map`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/MutableResponseMetadata.html
 * @category Chat Model
 */
export class MutableResponseMetadata implements ResponseMetadata {
  private readonly map = new Map<string, unknown>();

  /** Sets `key` to `object` and returns this metadata. */
  put<T>(key: string, object: T): this {
    this.map.set(key, object);
    return this;
  }

  /** The value for `key`, or `undefined`. */
  get<T = unknown>(key: string): T | undefined {
    return this.map.get(key) as T | undefined;
  }

  /** Removes `key` and returns its previous value. */
  remove(key: string): unknown {
    const previous = this.map.get(key);
    this.map.delete(key);
    return previous;
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

  /** Returns the value for `key`, computing and storing it first when absent. */
  computeIfAbsent<T>(key: string, mappingFunction: (key: string) => T): T {
    if (!this.map.has(key) || this.map.get(key) === undefined) {
      const value = mappingFunction(key);
      if (value !== undefined && value !== null) this.map.set(key, value);
      return value;
    }
    return this.map.get(key) as T;
  }

  /** Removes every entry. */
  clear(): void {
    this.map.clear();
  }

  /** The live entries. */
  getRawMap(): Map<string, unknown> {
    return this.map;
  }
}
