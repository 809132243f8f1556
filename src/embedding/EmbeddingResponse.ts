/* Ported from Spring AI EmbeddingResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../java/core/lang/JavaObjects.js';
import type { ModelResponse } from '../model/ModelResponse.js';
import type { Embedding } from './Embedding.js';
import { EmbeddingResponseMetadata } from './EmbeddingResponseMetadata.js';

/**
 * The embeddings of a request, in input order, with response metadata.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingResponse.html
 * @category Embedding
 */
export class EmbeddingResponse implements ModelResponse<Embedding> {
  private readonly embeddings: Embedding[];
  private readonly metadata: EmbeddingResponseMetadata;

  /** The embeddings and their metadata (empty by default). */
  constructor(embeddings: Embedding[], metadata: EmbeddingResponseMetadata = new EmbeddingResponseMetadata()) {
    this.embeddings = embeddings;
    this.metadata = metadata;
  }

  /** The metadata. */
  getMetadata(): EmbeddingResponseMetadata {
    return this.metadata;
  }

  /** The first embedding; `IllegalArgumentException("No embedding data available.")` when none. */
  getResult(): Embedding {
    Assert.notEmpty(this.embeddings, 'No embedding data available.');
    return this.embeddings[0] as Embedding;
  }

  /** All embeddings. */
  getResults(): Embedding[] {
    return this.embeddings;
  }

  /** Same embeddings and metadata. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof EmbeddingResponse)) return false;
    return objectsEquals(this.embeddings, other.embeddings) && objectsEquals(this.metadata, other.metadata);
  }

  /** Combined from the embeddings and metadata. */
  hashCode(): number {
    return objectsHash(this.embeddings, this.metadata);
  }

  /** `EmbeddingResult{data=[…], metadata=…}`, as in Java. */
  toString(): string {
    return `EmbeddingResult{data=${javaToString(this.embeddings)}, metadata=${javaToString(this.metadata)}}`;
  }
}
