/* Ported from Spring AI OpenAiApi.Embedding (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * One embedding of an embeddings response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.Embedding.html
 * @category Models/OpenAI
 */
export class Embedding {
  private readonly index_: number | undefined;
  private readonly embedding_: number[] | undefined;
  private readonly object_: string | undefined;

  /**
   * @param index - the position of the input
   * @param embedding - the vector
   * @param object - the object type (default `embedding`)
   */
  constructor(index: number | undefined, embedding: number[] | undefined, object: string | undefined = 'embedding') {
    this.index_ = index ?? undefined;
    this.embedding_ = embedding ?? undefined;
    this.object_ = object ?? undefined;
  }

  /** The position of the input (`index`). */
  index(): number | undefined {
    return this.index_;
  }

  /** The vector (`embedding`). */
  embedding(): number[] | undefined {
    return this.embedding_;
  }

  /** The object type (`object`). */
  object(): string | undefined {
    return this.object_;
  }

  /** Equal to an embedding with equal index, vector and object type. */
  equals(other: unknown): boolean {
    return other instanceof Embedding && objectsEquals(this.index_, other.index_) && objectsEquals(this.embedding_, other.embedding_) && objectsEquals(this.object_, other.object_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.index_, this.embedding_, this.object_);
  }

  /** The JSON body. */
  toJSON(): Record<string, unknown> {
    return { index: this.index_, embedding: this.embedding_, object: this.object_ };
  }
}
