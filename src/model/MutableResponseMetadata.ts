/* Ported from Spring AI MutableResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MapBackedResponseMetadata } from './internal/MapBackedResponseMetadata.js';
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
export class MutableResponseMetadata extends MapBackedResponseMetadata implements ResponseMetadata {
  /** Sets `key` to `object` and returns this metadata. */
  put<T>(key: string, object: T): this {
    this.map.set(key, object);
    return this;
  }

  /** Removes `key` and returns its previous value. */
  remove(key: string): unknown {
    const previous = this.map.get(key);
    this.map.delete(key);
    return previous;
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
