/* Ported from Spring AI OpenAiEmbeddingProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MetadataMode } from '../../../document/MetadataMode.js';
import { OpenAiEmbeddingOptions } from '../OpenAiEmbeddingOptions.js';
import { OpenAiParentProperties } from './OpenAiParentProperties.js';

/**
 * `spring.ai.openai.embedding.*`: the embedding model's own connection, the embeddings path, the
 * metadata mode and the default options (`spring.ai.openai.embedding.options.*`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/openai/autoconfigure/OpenAiEmbeddingProperties.html
 * @category Models/OpenAI
 */
export class OpenAiEmbeddingProperties extends OpenAiParentProperties {
  /** `"spring.ai.openai.embedding"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.openai.embedding';
  /** `"text-embedding-ada-002"`, Spring's default model. */
  static readonly DEFAULT_EMBEDDING_MODEL = 'text-embedding-ada-002';
  /** `"/v1/embeddings"`. */
  static readonly DEFAULT_EMBEDDINGS_PATH = '/v1/embeddings';
  /** The tsyringe token of the bound properties. */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.OpenAiEmbeddingProperties');

  private metadataMode: MetadataMode = MetadataMode.EMBED;
  private embeddingsPath: string = OpenAiEmbeddingProperties.DEFAULT_EMBEDDINGS_PATH;

  private readonly options: OpenAiEmbeddingOptions = OpenAiEmbeddingOptions.builder()
    .model(OpenAiEmbeddingProperties.DEFAULT_EMBEDDING_MODEL)
    .build();

  /** The default options (model `text-embedding-ada-002` unless configured). */
  getOptions(): OpenAiEmbeddingOptions {
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

  /** The path of the embeddings endpoint below the base URL. */
  getEmbeddingsPath(): string {
    return this.embeddingsPath;
  }

  /** Sets the embeddings path. */
  setEmbeddingsPath(embeddingsPath: string): void {
    this.embeddingsPath = embeddingsPath;
  }
}
