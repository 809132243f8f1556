/* Ported from Spring AI AbstractEmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { EmbeddingModel } from './EmbeddingModel.js';

// Spring reads these from embedding/embedding-model-dimensions.properties.
const KNOWN_EMBEDDING_DIMENSIONS: ReadonlyMap<string, number> = new Map([
  ['text-embedding-ada-002', 1536],
  ['text-similarity-ada-001', 1024],
  ['text-similarity-babbage-001', 2048],
  ['text-similarity-curie-001', 4096],
  ['text-similarity-davinci-001', 12288],
  ['text-search-ada-doc-001', 1024],
  ['text-search-ada-query-001', 1024],
  ['text-search-babbage-doc-001', 2048],
  ['text-search-babbage-query-001', 2048],
  ['text-search-curie-doc-001', 4096],
  ['text-search-curie-query-001', 4096],
  ['text-search-davinci-doc-001', 12288],
  ['text-search-davinci-query-001', 12288],
  ['code-search-ada-code-001', 1024],
  ['code-search-ada-text-001', 1024],
  ['code-search-babbage-code-001', 2048],
  ['code-search-babbage-text-001', 2048],
  ['sentence-transformers/all-MiniLM-L6-v2', 384],
  ['text-embedding-004', 768],
  ['text-multilingual-embedding-002', 768],
  ['multimodalembedding@001', 768],
]);

/**
 * Base class of embedding models: caches `dimensions()`, which comes from a table of known
 * models or from embedding a test text.
 *
 * @example
 * ```ts
 * import { AbstractEmbeddingModel, Embedding, EmbeddingResponse, type EmbeddingRequest } from 'spring-ai-ts';
 *
 * // An embedding model of your own implements call(); dimensions() is computed once, then cached.
 * class LengthEmbeddingModel extends AbstractEmbeddingModel {
 *   async call(request: EmbeddingRequest): Promise<EmbeddingResponse> {
 *     return new EmbeddingResponse(request.getInstructions().map((text, index) => new Embedding([text.length, 1], index)));
 *   }
 * }
 *
 * const embeddingModel = new LengthEmbeddingModel();
 * console.log(await embeddingModel.embed('Hello'), await embeddingModel.dimensions()); // [5, 1] 2
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/AbstractEmbeddingModel.html
 * @category Embedding
 */
export abstract class AbstractEmbeddingModel extends EmbeddingModel {
  /** The cached dimensions; -1 until known (Java's `AtomicInteger`). */
  protected embeddingDimensions = -1;

  /** The dimensions of `modelName` when known, else of the embedding of `dummyContent`. */
  static async dimensions(embeddingModel: EmbeddingModel, modelName: string, dummyContent: string): Promise<number> {
    const known = KNOWN_EMBEDDING_DIMENSIONS.get(modelName);
    if (known !== undefined) return known;
    return (await embeddingModel.embed(dummyContent)).length;
  }

  /** The dimensions, computed once. */
  override async dimensions(): Promise<number> {
    if (this.embeddingDimensions < 0) {
      this.embeddingDimensions = await AbstractEmbeddingModel.dimensions(this, 'Test', 'Hello World');
    }
    return this.embeddingDimensions;
  }
}
