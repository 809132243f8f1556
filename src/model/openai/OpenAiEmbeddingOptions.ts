/* Ported from Spring AI OpenAiEmbeddingOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { EmbeddingOptions } from '../../embedding/EmbeddingOptions.js';
import { JSON_PROPERTIES } from '../../java/core/lang/jsonProperties.js';
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';

/**
 * Fluent construction of {@link OpenAiEmbeddingOptions} (`OpenAiEmbeddingOptions.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiEmbeddingOptions.Builder.html
 * @category Models/OpenAI
 */
export class OpenAiEmbeddingOptionsBuilder {
  /** The options being built. */
  protected options = new OpenAiEmbeddingOptions();

  /** The model. */
  model(model: string | undefined): this {
    this.options.setModel(model);
    return this;
  }

  /** The encoding format (`float` or `base64`). */
  encodingFormat(encodingFormat: string | undefined): this {
    this.options.setEncodingFormat(encodingFormat);
    return this;
  }

  /** The output dimensions (text-embedding-3 models). */
  dimensions(dimensions: number | undefined): this {
    this.options.setDimensions(dimensions);
    return this;
  }

  /** The end user id. */
  user(user: string | undefined): this {
    this.options.setUser(user);
    return this;
  }

  /** The options. */
  build(): OpenAiEmbeddingOptions {
    return this.options;
  }
}

/**
 * The options of an OpenAI embeddings request: model, encoding format, dimensions and user.
 *
 * @example
 * ```ts
 * const options = OpenAiEmbeddingOptions.builder().model('text-embedding-3-small').dimensions(512).build();
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiEmbeddingOptions.html
 * @category Models/OpenAI
 */
export class OpenAiEmbeddingOptions implements EmbeddingOptions {
  /** Java's nested `OpenAiEmbeddingOptions.Builder`. */
  static readonly Builder = OpenAiEmbeddingOptionsBuilder;
  /** @internal Spring's `@JsonProperty` fields and `@JsonInclude(NON_NULL)`, for `ModelOptionsUtils`. */
  static readonly [JSON_PROPERTIES] = {
    nonNull: true,
    properties: [
      { json: 'model', property: 'model' },
      { json: 'encoding_format', property: 'encodingFormat' },
      { json: 'dimensions', property: 'dimensions' },
      { json: 'user', property: 'user' },
    ],
  };

  private model: string | undefined;
  private encodingFormat: string | undefined;
  private dimensions: number | undefined;
  private user: string | undefined;

  /** A new builder. */
  static builder(): OpenAiEmbeddingOptionsBuilder {
    return new OpenAiEmbeddingOptionsBuilder();
  }

  /** The model. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model. */
  setModel(model: string | undefined): void {
    this.model = model ?? undefined;
  }

  /** The encoding format. */
  getEncodingFormat(): string | undefined {
    return this.encodingFormat;
  }

  /** Sets the encoding format. */
  setEncodingFormat(encodingFormat: string | undefined): void {
    this.encodingFormat = encodingFormat ?? undefined;
  }

  /** The output dimensions. */
  getDimensions(): number | undefined {
    return this.dimensions;
  }

  /** Sets the output dimensions. */
  setDimensions(dimensions: number | undefined): void {
    this.dimensions = dimensions ?? undefined;
  }

  /** The end user id. */
  getUser(): string | undefined {
    return this.user;
  }

  /** Sets the end user id. */
  setUser(user: string | undefined): void {
    this.user = user ?? undefined;
  }

  /** Equal to options with equal fields (an addition: Java compares by identity). */
  equals(other: unknown): boolean {
    return (
      other instanceof OpenAiEmbeddingOptions &&
      objectsEquals(this.model, other.model) &&
      objectsEquals(this.encodingFormat, other.encodingFormat) &&
      objectsEquals(this.dimensions, other.dimensions) &&
      objectsEquals(this.user, other.user)
    );
  }

  /** A hash over the fields. */
  hashCode(): number {
    return objectsHash(this.model, this.encodingFormat, this.dimensions, this.user);
  }
}

/** Type-level view of the nested Java types of {@link OpenAiEmbeddingOptions}. */
export declare namespace OpenAiEmbeddingOptions {
  /** Java's `OpenAiEmbeddingOptions.Builder`. */
  type Builder = OpenAiEmbeddingOptionsBuilder;
}
