/* Ported from Spring AI VectorStoreDocumentRetriever (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { StringUtils } from '../../../java/core/StringUtils.js';
import type { Document } from '../../../document/Document.js';
import { Expression } from '../../../vectorstore/filter/Expression.js';
import { FilterExpressionTextParser } from '../../../vectorstore/filter/FilterExpressionTextParser.js';
import { SearchRequest } from '../../../vectorstore/SearchRequest.js';
import type { VectorStore } from '../../../vectorstore/VectorStore.js';
import type { Query } from '../../Query.js';
import { DocumentRetriever } from './DocumentRetriever.js';

/**
 * Retrieves documents from a vector store with a threshold, a top-k and a filter; a filter in
 * the query context under {@link VectorStoreDocumentRetriever.FILTER_EXPRESSION} (an expression
 * or filter text) wins over the configured one.
 *
 * @remarks
 * The filter is an expression or a supplier function of one (Java's `Supplier<Filter.Expression>`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/retrieval/search/VectorStoreDocumentRetriever.html
 * @category RAG
 */
export class VectorStoreDocumentRetriever extends DocumentRetriever {
  /** Query-context key of a per-request filter. */
  static readonly FILTER_EXPRESSION = 'vector_store_filter_expression';

  private readonly vectorStore: VectorStore;
  private readonly similarityThreshold: number;
  private readonly topK: number;
  private readonly filterExpression: () => Expression | undefined;

  /** The store, and optionally the threshold (≥ 0), top-k (> 0) and filter. */
  constructor(
    vectorStore: VectorStore,
    similarityThreshold?: number,
    topK?: number,
    filterExpression?: (() => Expression | undefined) | Expression,
  ) {
    super();
    Assert.notNull(vectorStore, 'vectorStore cannot be null');
    Assert.isTrue(similarityThreshold === undefined || similarityThreshold === null || similarityThreshold >= 0.0, 'similarityThreshold must be equal to or greater than 0.0');
    Assert.isTrue(topK === undefined || topK === null || topK > 0, 'topK must be greater than 0');
    this.vectorStore = vectorStore;
    this.similarityThreshold = similarityThreshold ?? SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL;
    this.topK = topK ?? SearchRequest.DEFAULT_TOP_K;
    this.filterExpression =
      filterExpression instanceof Expression ? () => filterExpression : filterExpression ?? ((): Expression | undefined => undefined);
  }

  /** A new builder. */
  static builder(): VectorStoreDocumentRetriever.Builder {
    return new VectorStoreDocumentRetriever.Builder();
  }

  /** The documents most similar to the query's text. */
  async retrieve(query: Query): Promise<Document[]> {
    Assert.notNull(query, 'query cannot be null');
    const searchRequest = SearchRequest.builder()
      .query(query.text())
      .filterExpression(this.computeRequestFilterExpression(query))
      .similarityThreshold(this.similarityThreshold)
      .topK(this.topK)
      .build();
    return this.vectorStore.similaritySearch(searchRequest);
  }

  private computeRequestFilterExpression(query: Query): Expression | undefined {
    const fromContext = query.context().get(VectorStoreDocumentRetriever.FILTER_EXPRESSION);
    if (fromContext !== undefined && fromContext !== null) {
      if (fromContext instanceof Expression) return fromContext;
      if (StringUtils.hasText(String(fromContext))) return new FilterExpressionTextParser().parse(String(fromContext));
    }
    return this.filterExpression();
  }
}

/**
 * Nested types of {@link VectorStoreDocumentRetriever}.
 *
 * @category RAG
 */
export namespace VectorStoreDocumentRetriever {
  /**
   * Java's `VectorStoreDocumentRetriever.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/retrieval/search/VectorStoreDocumentRetriever.Builder.html
   */
  export class Builder {
    private _vectorStore: VectorStore | undefined;
    private _similarityThreshold: number | undefined;
    private _topK: number | undefined;
    private _filterExpression: (() => Expression | undefined) | undefined;

    /** The vector store. */
    vectorStore(vectorStore: VectorStore): this {
      this._vectorStore = vectorStore;
      return this;
    }
    /** The similarity threshold. */
    similarityThreshold(similarityThreshold: number): this {
      this._similarityThreshold = similarityThreshold;
      return this;
    }
    /** The top-k. */
    topK(topK: number): this {
      this._topK = topK;
      return this;
    }
    /** The filter, or a supplier of it (read per retrieval). */
    filterExpression(filterExpression: Expression | (() => Expression | undefined)): this {
      this._filterExpression = filterExpression instanceof Expression ? () => filterExpression : filterExpression;
      return this;
    }
    /** The retriever. */
    build(): VectorStoreDocumentRetriever {
      return new VectorStoreDocumentRetriever(this._vectorStore as VectorStore, this._similarityThreshold, this._topK, this._filterExpression);
    }
  }
}
