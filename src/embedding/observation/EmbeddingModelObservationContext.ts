/* Ported from Spring AI EmbeddingModelObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ModelObservationContext } from '../../model/observation/ModelObservationContext.js';
import { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../observation/conventions/AiOperationType.js';
import type { EmbeddingRequest } from '../EmbeddingRequest.js';
import type { EmbeddingResponse } from '../EmbeddingResponse.js';

/**
 * What an embedding model observation records: the request, the provider and, once known, the
 * response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelObservationContext.html
 * @category Embedding
 */
export class EmbeddingModelObservationContext extends ModelObservationContext<EmbeddingRequest, EmbeddingResponse> {
  /** @internal Use `EmbeddingModelObservationContext.builder()`. */
  constructor(embeddingRequest: EmbeddingRequest, provider: string) {
    super(embeddingRequest, AiOperationMetadata.builder().operationType(AiOperationType.EMBEDDING.value()).provider(provider).build());
  }

  /** A new builder. */
  static builder(): EmbeddingModelObservationContext.Builder {
    return new EmbeddingModelObservationContext.Builder();
  }
}

/**
 * Nested types of {@link EmbeddingModelObservationContext}.
 *
 * @category Embedding
 */
export namespace EmbeddingModelObservationContext {
  /**
   * Java's `EmbeddingModelObservationContext.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelObservationContext.Builder.html
   */
  export class Builder {
    private request: EmbeddingRequest | undefined;
    private _provider: string | undefined;

    /** The request. */
    embeddingRequest(embeddingRequest: EmbeddingRequest): this {
      this.request = embeddingRequest;
      return this;
    }

    /** The provider (e.g. `minimax`). */
    provider(provider: string): this {
      this._provider = provider;
      return this;
    }

    /** The context. */
    build(): EmbeddingModelObservationContext {
      return new EmbeddingModelObservationContext(this.request as EmbeddingRequest, this._provider as string);
    }
  }
}
