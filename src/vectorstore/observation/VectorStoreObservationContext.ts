/* Ported from Spring AI VectorStoreObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Document } from '../../document/Document.js';
import { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { SearchRequest } from '../SearchRequest.js';
import { VectorStoreObservationOperation } from './VectorStoreObservationOperation.js';

/**
 * What a vector store observation records: the database system and operation, the collection,
 * dimensions, field, namespace, similarity metric, and for queries the request and response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationContext.html
 * @category Vector Store
 */
export class VectorStoreObservationContext extends ObservationContext {
  /** Java's nested enum `Operation`: `ADD`, `DELETE`, `QUERY`. */
  static readonly Operation = VectorStoreObservationOperation;

  private collectionName: string | undefined;
  private dimensions: number | undefined;
  private fieldName: string | undefined;
  private namespace: string | undefined;
  private similarityMetric: string | undefined;
  private queryRequest: SearchRequest | undefined;
  private queryResponse: Document[] | undefined;

  /** The database system (e.g. `pg_vector`) and the operation (`add`, `delete`, `query`). */
  constructor(
    private readonly databaseSystem: string,
    private readonly operationName: string,
  ) {
    super();
    Assert.hasText(databaseSystem, 'databaseSystem cannot be null or empty');
    Assert.hasText(operationName, 'operationName cannot be null or empty');
  }

  /** A builder for this system and operation (a name or an `Operation` constant). */
  static builder(databaseSystem: string, operation: string | { value(): string }): VectorStoreObservationContext.Builder {
    return new VectorStoreObservationContext.Builder(databaseSystem, typeof operation === 'string' ? operation : operation.value());
  }

  /** The database system. */
  getDatabaseSystem(): string {
    return this.databaseSystem;
  }
  /** The operation. */
  getOperationName(): string {
    return this.operationName;
  }
  /** The collection (table) name. */
  getCollectionName(): string | undefined {
    return this.collectionName;
  }
  /** Sets the collection name. */
  setCollectionName(collectionName: string | undefined): void {
    this.collectionName = collectionName;
  }
  /** The embedding dimensions. */
  getDimensions(): number | undefined {
    return this.dimensions;
  }
  /** Sets the dimensions. */
  setDimensions(dimensions: number | undefined): void {
    this.dimensions = dimensions;
  }
  /** The vector field name. */
  getFieldName(): string | undefined {
    return this.fieldName;
  }
  /** Sets the field name. */
  setFieldName(fieldName: string | undefined): void {
    this.fieldName = fieldName;
  }
  /** The namespace (schema). */
  getNamespace(): string | undefined {
    return this.namespace;
  }
  /** Sets the namespace. */
  setNamespace(namespace: string | undefined): void {
    this.namespace = namespace;
  }
  /** The similarity metric. */
  getSimilarityMetric(): string | undefined {
    return this.similarityMetric;
  }
  /** Sets the similarity metric. */
  setSimilarityMetric(similarityMetric: string | undefined): void {
    this.similarityMetric = similarityMetric;
  }
  /** The search request of a query. */
  getQueryRequest(): SearchRequest | undefined {
    return this.queryRequest;
  }
  /** Sets the search request. */
  setQueryRequest(queryRequest: SearchRequest | undefined): void {
    this.queryRequest = queryRequest;
  }
  /** The documents a query returned. */
  getQueryResponse(): Document[] | undefined {
    return this.queryResponse;
  }
  /** Sets the returned documents. */
  setQueryResponse(queryResponse: Document[] | undefined): void {
    this.queryResponse = queryResponse;
  }
}

/**
 * Nested types of {@link VectorStoreObservationContext}.
 *
 * @category Vector Store
 */
export namespace VectorStoreObservationContext {
  /**
   * Java's `VectorStoreObservationContext.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationContext.Builder.html
   */
  export class Builder {
    private readonly context: VectorStoreObservationContext;

    /** A builder for this system and operation name. */
    constructor(databaseSystem: string, operationName: string) {
      this.context = new VectorStoreObservationContext(databaseSystem, operationName);
    }
    /** The collection name. */
    collectionName(collectionName: string | undefined): this {
      this.context.setCollectionName(collectionName);
      return this;
    }
    /** The dimensions. */
    dimensions(dimensions: number | undefined): this {
      this.context.setDimensions(dimensions);
      return this;
    }
    /** The field name. */
    fieldName(fieldName: string | undefined): this {
      this.context.setFieldName(fieldName);
      return this;
    }
    /** The namespace. */
    namespace(namespace: string | undefined): this {
      this.context.setNamespace(namespace);
      return this;
    }
    /** The search request. */
    queryRequest(request: SearchRequest | undefined): this {
      this.context.setQueryRequest(request);
      return this;
    }
    /** The returned documents. */
    queryResponse(documents: Document[] | undefined): this {
      this.context.setQueryResponse(documents);
      return this;
    }
    /** The similarity metric. */
    similarityMetric(similarityMetric: string | undefined): this {
      this.context.setSimilarityMetric(similarityMetric);
      return this;
    }
    /** The context. */
    build(): VectorStoreObservationContext {
      return this.context;
    }
  }
}
