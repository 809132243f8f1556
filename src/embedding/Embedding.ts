/* Ported from Spring AI Embedding (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsHash } from '../java/core/lang/JavaObjects.js';
import type { ModelResult } from '../model/ModelResult.js';
import { EmbeddingResultMetadata } from './EmbeddingResultMetadata.js';

const arrayHash = (values: readonly number[]): number => {
  let hash = 1;
  for (const value of values) hash = (Math.imul(31, hash) + (Math.fround(value) * 1e6) | 0) | 0;
  return hash;
};

/**
 * One embedding vector of a response, with its index and metadata.
 *
 * @remarks
 * Java's `float[]` is a `number[]`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/Embedding.html
 * @category Embedding
 */
export class Embedding implements ModelResult<number[]> {
  private readonly embedding: number[];
  private readonly index: number;
  private readonly metadata: EmbeddingResultMetadata;

  /** The vector, its index in the request, and metadata (empty by default). */
  constructor(embedding: number[], index: number, metadata: EmbeddingResultMetadata = EmbeddingResultMetadata.EMPTY) {
    this.embedding = embedding;
    this.index = index;
    this.metadata = metadata;
  }

  /** The vector. */
  getOutput(): number[] {
    return this.embedding;
  }

  /** The index of the input this vector belongs to. */
  getIndex(): number {
    return this.index;
  }

  /** The metadata. */
  getMetadata(): EmbeddingResultMetadata {
    return this.metadata;
  }

  /** Same vector values and index. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof Embedding) || other.constructor !== this.constructor) return false;
    return (
      this.index === other.index &&
      this.embedding.length === other.embedding.length &&
      this.embedding.every((value, i) => Object.is(value, other.embedding[i]))
    );
  }

  /** Combined from the vector and the index. */
  hashCode(): number {
    return objectsHash(arrayHash(this.embedding), this.index);
  }

  /** `Embedding{embedding=<has data>, index=0}`, as in Java. */
  toString(): string {
    return `Embedding{embedding=${this.embedding.length === 0 ? '<empty>' : '<has data>'}, index=${this.index}}`;
  }
}
