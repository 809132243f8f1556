/* Ported from Spring AI AbstractObservationVectorStore (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { UnsupportedOperationException } from '../../java/core/UnsupportedOperationException.js';
import type { Document } from '../../document/Document.js';
import type { BatchingStrategy } from '../../embedding/BatchingStrategy.js';
import type { EmbeddingModel } from '../../embedding/EmbeddingModel.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { AbstractVectorStoreBuilder } from '../AbstractVectorStoreBuilder.js';
import type { Expression } from '../filter/Expression.js';
import { SearchRequest } from '../SearchRequest.js';
import { VectorStore } from '../VectorStore.js';
import { DefaultVectorStoreObservationConvention } from './DefaultVectorStoreObservationConvention.js';
import { VectorStoreObservationContext } from './VectorStoreObservationContext.js';
import type { VectorStoreObservationConvention } from './VectorStoreObservationConvention.js';
import { VectorStoreObservationDocumentation } from './VectorStoreObservationDocumentation.js';

const DEFAULT_OBSERVATION_CONVENTION = new DefaultVectorStoreObservationConvention();
const Operation = VectorStoreObservationContext.Operation;

/**
 * Base class of vector stores: wraps `add`, `delete` and `similaritySearch` in a
 * `db.vector.client.operation` observation and leaves `doAdd`, `doDelete` and
 * `doSimilaritySearch` to the store. `add` rejects non-text documents.
 *
 * @remarks
 * `delete` and `similaritySearch` take every argument form of Java's overloads (ids, a filter
 * expression, filter text; a request or a query text) and dispatch to the hooks.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/AbstractObservationVectorStore.html
 * @category Vector Store
 */
export abstract class AbstractObservationVectorStore extends VectorStore {
  private readonly observationRegistry: ObservationRegistry;
  private readonly customObservationConvention: VectorStoreObservationConvention | undefined;
  /** The embedding model. */
  protected readonly embeddingModel: EmbeddingModel;
  /** The batching strategy. */
  protected readonly batchingStrategy: BatchingStrategy;

  /** Takes the settings of a store builder. */
  constructor(builder: AbstractVectorStoreBuilder<never>) {
    super();
    this.embeddingModel = builder.getEmbeddingModel();
    this.observationRegistry = builder.getObservationRegistry();
    this.customObservationConvention = builder.getCustomObservationConvention();
    this.batchingStrategy = builder.getBatchingStrategy();
  }

  /** Embeds and stores the documents, observed. */
  async add(documents: Document[]): Promise<void> {
    for (const document of documents ?? []) {
      if (document !== undefined && document !== null && !document.isText()) {
        throw new IllegalArgumentException(
          'Only text documents are supported for now. One of the documents contains non-text content.',
        );
      }
    }
    const context = this.createObservationContextBuilder(Operation.ADD.value()).build();
    await this.observe(context, () => this.doAdd(documents));
  }

  /** Deletes by ids, by a filter expression or by filter text, observed. */
  async delete(idsOrFilter: string[] | Expression | string): Promise<void> {
    if (typeof idsOrFilter === 'string') {
      const expression = SearchRequest.builder().filterExpression(idsOrFilter).build().getFilterExpression();
      if (expression === undefined) throw new IllegalArgumentException('Filter expression must not be null');
      return this.delete(expression);
    }
    const context = this.createObservationContextBuilder(Operation.DELETE.value()).build();
    await this.observe(context, () => (Array.isArray(idsOrFilter) ? this.doDelete(idsOrFilter) : this.doDelete(idsOrFilter)));
  }

  /** The most similar documents, observed (the context carries the request and the documents). */
  async similaritySearch(request: SearchRequest | string): Promise<Document[]> {
    const searchRequest = typeof request === 'string' ? SearchRequest.builder().query(request).build() : request;
    const context = this.createObservationContextBuilder(Operation.QUERY.value()).queryRequest(searchRequest).build();
    return this.observe(context, async () => {
      const documents = await this.doSimilaritySearch(searchRequest);
      context.setQueryResponse(documents);
      return documents;
    });
  }

  private observe<T>(context: VectorStoreObservationContext, fn: () => Promise<T>): Promise<T> {
    return VectorStoreObservationDocumentation.AI_VECTOR_STORE.observation(
      this.customObservationConvention,
      DEFAULT_OBSERVATION_CONVENTION,
      () => context,
      this.observationRegistry,
    ).observe(fn);
  }

  /** Embeds and stores the documents. */
  abstract doAdd(documents: Document[]): Promise<void>;

  /** Deletes by ids, or (when overridden) by a filter expression; the filter form is unsupported by default. */
  doDelete(idList: string[]): Promise<void>;
  /** Deletes the documents matching the filter. */
  doDelete(filterExpression: Expression): Promise<void>;
  doDelete(_target: string[] | Expression): Promise<void> {
    return Promise.reject(new UnsupportedOperationException());
  }

  /** The most similar documents. */
  abstract doSimilaritySearch(request: SearchRequest): Promise<Document[]>;

  /** A context builder for an operation, with the store's system, collection and dimensions. */
  abstract createObservationContextBuilder(operationName: string): VectorStoreObservationContext.Builder;
}
