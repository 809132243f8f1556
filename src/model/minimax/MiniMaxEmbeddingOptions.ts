/* Ported from Spring AI MiniMaxEmbeddingOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { EmbeddingOptions } from '../../embedding/EmbeddingOptions.js';

/**
 * Options of {@link MiniMaxEmbeddingModel}: the model (`embo-01` by default) and, beyond
 * Spring, the embedding type.
 *
 * @remarks
 * `type` (`'db'` for texts to store, `'query'` for search queries) is an addition: Spring's
 * model always sends `db`. Leave it unset to get Spring's behaviour. `getDimensions()` is always
 * `undefined`, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxEmbeddingOptions.html
 * @category Models/MiniMax
 */
export class MiniMaxEmbeddingOptions implements EmbeddingOptions {
  private model: string | undefined;
  private type: 'db' | 'query' | undefined;

  /** A new builder. */
  static builder(): MiniMaxEmbeddingOptions.Builder {
    return new MiniMaxEmbeddingOptions.Builder();
  }

  /** The model, if set. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model. */
  setModel(model: string | undefined): void {
    this.model = model;
  }

  /** Always `undefined`: MiniMax has no dimensions option. */
  getDimensions(): number | undefined {
    return undefined;
  }

  /** The embedding type (`db` or `query`), if set (not in Spring). */
  getType(): 'db' | 'query' | undefined {
    return this.type;
  }

  /** Sets the embedding type (not in Spring). */
  setType(type: 'db' | 'query' | undefined): void {
    this.type = type;
  }
}

/**
 * Nested types of {@link MiniMaxEmbeddingOptions}.
 *
 * @category Models/MiniMax
 */
export namespace MiniMaxEmbeddingOptions {
  /**
   * Java's `MiniMaxEmbeddingOptions.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxEmbeddingOptions.Builder.html
   */
  export class Builder {
    /** The options being built. */
    protected options = new MiniMaxEmbeddingOptions();

    /** The model. */
    model(model: string | undefined): this {
      this.options.setModel(model);
      return this;
    }

    /** The embedding type, `db` or `query` (not in Spring). */
    type(type: 'db' | 'query' | undefined): this {
      this.options.setType(type);
      return this;
    }

    /** The options. */
    build(): MiniMaxEmbeddingOptions {
      return this.options;
    }
  }
}
