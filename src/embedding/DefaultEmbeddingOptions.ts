/* Ported from Spring AI DefaultEmbeddingOptions and DefaultEmbeddingOptionsBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { EmbeddingOptions } from './EmbeddingOptions.js';

/**
 * Plain, mutable {@link EmbeddingOptions}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/DefaultEmbeddingOptions.html
 * @category Embedding
 */
export class DefaultEmbeddingOptions implements EmbeddingOptions {
  private model: string | undefined;
  private dimensions: number | undefined;

  /** The model, if set. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model. */
  setModel(model: string | undefined): void {
    this.model = model;
  }

  /** The dimensions, if set. */
  getDimensions(): number | undefined {
    return this.dimensions;
  }

  /** Sets the dimensions. */
  setDimensions(dimensions: number | undefined): void {
    this.dimensions = dimensions;
  }
}

/**
 * Nested types of {@link DefaultEmbeddingOptions}.
 *
 * @category Embedding
 */
export namespace DefaultEmbeddingOptions {
  /**
   * Java's `DefaultEmbeddingOptionsBuilder` (returned by `EmbeddingOptions.builder()`).
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/DefaultEmbeddingOptionsBuilder.html
   */
  export class Builder {
    private readonly options = new DefaultEmbeddingOptions();

    /** The model. */
    model(model: string | undefined): this {
      this.options.setModel(model);
      return this;
    }

    /** The dimensions. */
    dimensions(dimensions: number | undefined): this {
      this.options.setDimensions(dimensions);
      return this;
    }

    /** The options. */
    build(): DefaultEmbeddingOptions {
      return this.options;
    }
  }
}
