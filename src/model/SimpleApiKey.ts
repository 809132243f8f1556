/* Ported from Spring AI SimpleApiKey (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import type { ApiKey } from './ApiKey.js';

/**
 * A fixed API key (Java's record `SimpleApiKey`). Its `toString()` masks the value.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/SimpleApiKey.html
 * @category Models
 */
export class SimpleApiKey implements ApiKey {
  /** @throws IllegalArgumentException `"API key value must not be null"` */
  constructor(private readonly key: string) {
    Assert.notNull(key, 'API key value must not be null');
  }

  /** The key (the record component). */
  value(): string {
    return this.key;
  }

  /** The key. */
  getValue(): string {
    return this.key;
  }

  /** `SimpleApiKey{value='***'}`, never the key. */
  toString(): string {
    return "SimpleApiKey{value='***'}";
  }

  /** Never the key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
