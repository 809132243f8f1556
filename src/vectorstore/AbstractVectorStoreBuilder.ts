/* Ported from Spring AI AbstractVectorStoreBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import type { BatchingStrategy } from '../embedding/BatchingStrategy.js';
import type { EmbeddingModel } from '../embedding/EmbeddingModel.js';
import { TokenCountBatchingStrategy } from '../embedding/TokenCountBatchingStrategy.js';
import { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import type { VectorStoreObservationConvention } from './observation/VectorStoreObservationConvention.js';
import type { VectorStore } from './VectorStore.js';

/**
 * The common settings of vector store builders: the embedding model (required), the observation
 * registry (`NOOP`), a custom observation convention and the batching strategy
 * (`TokenCountBatchingStrategy`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/AbstractVectorStoreBuilder.html
 * @category Vector Store
 */
export abstract class AbstractVectorStoreBuilder<T extends AbstractVectorStoreBuilder<T>> implements VectorStore.Builder<T> {
  /** The embedding model. */
  protected readonly embeddingModel: EmbeddingModel;
  /** The observation registry. */
  protected _observationRegistry: ObservationRegistry = ObservationRegistry.NOOP;
  /** The custom observation convention, if any. */
  protected _customObservationConvention: VectorStoreObservationConvention | undefined;
  /** The batching strategy. */
  protected _batchingStrategy: BatchingStrategy = new TokenCountBatchingStrategy();

  /** A builder for stores using this embedding model. */
  constructor(embeddingModel: EmbeddingModel) {
    Assert.notNull(embeddingModel, 'EmbeddingModel must be configured');
    this.embeddingModel = embeddingModel;
  }

  /** The embedding model. */
  getEmbeddingModel(): EmbeddingModel {
    return this.embeddingModel;
  }

  /** The batching strategy. */
  getBatchingStrategy(): BatchingStrategy {
    return this._batchingStrategy;
  }

  /** The observation registry. */
  getObservationRegistry(): ObservationRegistry {
    return this._observationRegistry;
  }

  /** The custom observation convention, if any. */
  getCustomObservationConvention(): VectorStoreObservationConvention | undefined {
    return this._customObservationConvention;
  }

  /** This builder, typed as the subclass. */
  protected self(): T {
    return this as unknown as T;
  }

  /** The observation registry. */
  observationRegistry(observationRegistry: ObservationRegistry): T {
    Assert.notNull(observationRegistry, 'ObservationRegistry must not be null');
    this._observationRegistry = observationRegistry;
    return this.self();
  }

  /** A custom observation convention. */
  customObservationConvention(convention: VectorStoreObservationConvention | undefined): T {
    this._customObservationConvention = convention;
    return this.self();
  }

  /** The batching strategy for embedding documents. */
  batchingStrategy(batchingStrategy: BatchingStrategy): T {
    Assert.notNull(batchingStrategy, 'BatchingStrategy must not be null');
    this._batchingStrategy = batchingStrategy;
    return this.self();
  }

  /** The store. */
  abstract build(): VectorStore;
}
