/* Ported from Spring AI Filter.Key (v1.1.8). spring-ai-ts, Apache-2.0. */
import { stringHash } from '../../java/core/lang/JavaObjects.js';

/**
 * A metadata key in a filter expression (Java's record `Filter.Key`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.Key.html
 * @category Vector Store
 */
export class Key {
  /** The key name. */
  constructor(private readonly _key: string) {}

  /** The key name. */
  key(): string {
    return this._key;
  }

  /** Same key. */
  equals(other: unknown): boolean {
    return other instanceof Key && other._key === this._key;
  }

  /** The hash of the key. */
  hashCode(): number {
    return stringHash(this._key);
  }

  /** `Key[key=…]`. */
  toString(): string {
    return `Key[key=${this._key}]`;
  }
}
