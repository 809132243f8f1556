/* Ported from Spring AI OpenAiApi.EmbeddingList (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import type { Embedding } from './Embedding.js';
import type { Usage } from './Usage.js';

/**
 * An embeddings response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.EmbeddingList.html
 * @category Models/OpenAI
 */
export class EmbeddingList {
  private readonly object_: string | undefined;
  private readonly data_: Embedding[] | undefined;
  private readonly model_: string | undefined;
  private readonly usage_: Usage | undefined;

  /**
   * @param object - the object type (`list`)
   * @param data - the embeddings
   * @param model - the model
   * @param usage - the token usage
   */
  constructor(object?: string, data?: Embedding[], model?: string, usage?: Usage) {
    this.object_ = object ?? undefined;
    this.data_ = data ?? undefined;
    this.model_ = model ?? undefined;
    this.usage_ = usage ?? undefined;
  }

  /** The object type (`list`) (`object`). */
  object(): string | undefined {
    return this.object_;
  }

  /** The embeddings (`data`). */
  data(): Embedding[] | undefined {
    return this.data_;
  }

  /** The model (`model`). */
  model(): string | undefined {
    return this.model_;
  }

  /** The token usage (`usage`). */
  usage(): Usage | undefined {
    return this.usage_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof EmbeddingList)) return false;
    return objectsEquals(this.object_, other.object_) && objectsEquals(this.data_, other.data_) && objectsEquals(this.model_, other.model_) && objectsEquals(this.usage_, other.usage_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.object_, this.data_, this.model_, this.usage_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { object: this.object_, data: this.data_, model: this.model_, usage: this.usage_ };
  }
}
