/* Ported from Spring AI OpenAiApi.EmbeddingRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/** `text-embedding-ada-002`, Spring's default embedding model (kept here to avoid an import cycle). */
const DEFAULT_EMBEDDING_MODEL = 'text-embedding-ada-002';

/**
 * An embeddings request: `input` is a string, a list of strings, or token lists.
 *
 * Constructors as in Java: `(input)` (model `text-embedding-ada-002`, encoding `float`),
 * `(input, model)` (encoding `float`), or every component.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.EmbeddingRequest.html
 * @category Models/OpenAI
 */
export class EmbeddingRequest<T = unknown> {
  private readonly input_: T | undefined;
  private readonly model_: string | undefined;
  private readonly encodingFormat_: string | undefined;
  private readonly dimensions_: number | undefined;
  private readonly user_: string | undefined;

  /** The input, model `text-embedding-ada-002`, encoding `float`. */
  constructor(input: T);
  /** The input and model, encoding `float`. */
  constructor(input: T, model: string | undefined);
  /** Every component, in Java's order. */
  constructor(input: T, model: string | undefined, encodingFormat: string | undefined, dimensions: number | undefined, user: string | undefined);
  constructor(input: T, ...rest: unknown[]) {
    this.input_ = input ?? undefined;
    if (rest.length <= 1) {
      this.model_ = rest.length === 0 ? DEFAULT_EMBEDDING_MODEL : ((rest[0] as string | undefined) ?? undefined);
      this.encodingFormat_ = 'float';
    } else {
      const [model, encodingFormat, dimensions, user] = rest as [string?, string?, number?, string?];
      this.model_ = model ?? undefined;
      this.encodingFormat_ = encodingFormat ?? undefined;
      this.dimensions_ = dimensions ?? undefined;
      this.user_ = user ?? undefined;
    }
  }

  /** The input (`input`). */
  input(): T | undefined {
    return this.input_;
  }

  /** The model (`model`). */
  model(): string | undefined {
    return this.model_;
  }

  /** The encoding format (`encoding_format`). */
  encodingFormat(): string | undefined {
    return this.encodingFormat_;
  }

  /** The output dimensions (`dimensions`). */
  dimensions(): number | undefined {
    return this.dimensions_;
  }

  /** The end user id (`user`). */
  user(): string | undefined {
    return this.user_;
  }

  /** Equal to a request with equal components. */
  equals(other: unknown): boolean {
    return (
      other instanceof EmbeddingRequest &&
      objectsEquals(this.input_, other.input_) &&
      objectsEquals(this.model_, other.model_) &&
      objectsEquals(this.encodingFormat_, other.encodingFormat_) &&
      objectsEquals(this.dimensions_, other.dimensions_) &&
      objectsEquals(this.user_, other.user_)
    );
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.input_, this.model_, this.encodingFormat_, this.dimensions_, this.user_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { input: this.input_, model: this.model_, encoding_format: this.encodingFormat_, dimensions: this.dimensions_, user: this.user_ };
  }
}
