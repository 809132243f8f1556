/* Ported from Spring AI DocumentEmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Model } from '../model/Model.js';
import type { DocumentEmbeddingRequest } from './DocumentEmbeddingRequest.js';
import type { EmbeddingResponse } from './EmbeddingResponse.js';

/**
 * A model that embeds whole documents (text and media) rather than texts, such as multimodal
 * embedding models.
 *
 * @remarks
 * An interface, as in Java (no default methods). `call` and `dimensions` return `Promise`s, as
 * every method of {@link EmbeddingModel} that may reach the model does.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/DocumentEmbeddingModel.html
 * @category Embedding
 */
export interface DocumentEmbeddingModel extends Model<DocumentEmbeddingRequest, EmbeddingResponse> {
  /** Embeds the documents of the request. */
  call(request: DocumentEmbeddingRequest): Promise<EmbeddingResponse>;

  /** The number of dimensions of the vectors. */
  dimensions(): Promise<number>;
}
