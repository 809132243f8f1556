/* Ported from Spring AI RandomIdGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import { randomUUID } from 'node:crypto';
import type { IdGenerator } from './IdGenerator.js';

/**
 * An {@link IdGenerator} returning a random UUID.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/id/RandomIdGenerator.html
 * @category Documents
 */
export class RandomIdGenerator implements IdGenerator {
  /** A random UUID; the contents are ignored. */
  generateId(..._contents: unknown[]): string {
    return randomUUID();
  }
}
