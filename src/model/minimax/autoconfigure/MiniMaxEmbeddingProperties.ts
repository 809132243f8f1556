/* Ported from Spring AI MiniMaxEmbeddingProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MetadataMode } from '../../../document/MetadataMode.js';
import { MiniMaxEmbeddingOptions } from '../MiniMaxEmbeddingOptions.js';
import { MiniMaxParentProperties } from './MiniMaxParentProperties.js';

/**
 * `spring.ai.minimax.embedding.*`: the embedding model's own API key and base URL, its metadata
 * mode and its default options (`spring.ai.minimax.embedding.options.*`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/minimax/autoconfigure/MiniMaxEmbeddingProperties.html
 * @category Models/MiniMax
 */
export class MiniMaxEmbeddingProperties extends MiniMaxParentProperties {
  /** `"spring.ai.minimax.embedding"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.minimax.embedding';
  /** `"embo-01"`, Spring's default model. */
  static readonly DEFAULT_EMBEDDING_MODEL = 'embo-01';
  /** The tsyringe token of the bound properties. */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.MiniMaxEmbeddingProperties');

  private metadataMode: MetadataMode = MetadataMode.EMBED;

  private readonly options: MiniMaxEmbeddingOptions = MiniMaxEmbeddingOptions.builder()
    .model(MiniMaxEmbeddingProperties.DEFAULT_EMBEDDING_MODEL)
    .build();

  /** The default options (model `embo-01` unless configured). */
  getOptions(): MiniMaxEmbeddingOptions {
    return this.options;
  }

  /** Which metadata goes into the embedded text (`EMBED` by default). */
  getMetadataMode(): MetadataMode {
    return this.metadataMode;
  }

  /** Sets the metadata mode. */
  setMetadataMode(metadataMode: MetadataMode): void {
    this.metadataMode = metadataMode;
  }
}
