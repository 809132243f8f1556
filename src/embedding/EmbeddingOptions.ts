/* Ported from Spring AI EmbeddingOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ModelOptions } from '../model/ModelOptions.js';
import { DefaultEmbeddingOptions } from './DefaultEmbeddingOptions.js';

/**
 * Options of an embedding request: the model and the number of dimensions.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingOptions.html
 * @category Embedding
 */
export interface EmbeddingOptions extends ModelOptions {
  /** The model name, if set. */
  getModel(): string | undefined;
  /** The number of dimensions, if set. */
  getDimensions(): number | undefined;
}

/**
 * Companion of {@link EmbeddingOptions}: Java's static `EmbeddingOptions.builder()` and the
 * nested `Builder`.
 *
 * @category Embedding
 */
export const EmbeddingOptions = {
  /** A builder of {@link DefaultEmbeddingOptions}. */
  builder(): DefaultEmbeddingOptions.Builder {
    return new DefaultEmbeddingOptions.Builder();
  },
  /** Java's `EmbeddingOptions.Builder` (the default implementation). */
  get Builder(): typeof DefaultEmbeddingOptions.Builder {
    return DefaultEmbeddingOptions.Builder;
  },
} as const;
