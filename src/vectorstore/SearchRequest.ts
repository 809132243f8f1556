/* Ported from Spring AI SearchRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../java/core/lang/JavaObjects.js';
import type { Expression } from './filter/Expression.js';
import { FilterExpressionTextParser } from './filter/FilterExpressionTextParser.js';

/**
 * A similarity search: the query text, how many documents (`topK`, 4 by default), the lowest
 * similarity score accepted (0 accepts all) and an optional metadata filter.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/SearchRequest.html
 * @category Vector Store
 */
export class SearchRequest {
  /** The threshold that accepts every document: 0. */
  static readonly SIMILARITY_THRESHOLD_ACCEPT_ALL = 0.0;
  /** The default number of documents: 4. */
  static readonly DEFAULT_TOP_K = 4;

  private query = '';
  private topK = SearchRequest.DEFAULT_TOP_K;
  private similarityThreshold = SearchRequest.SIMILARITY_THRESHOLD_ACCEPT_ALL;
  private filterExpression: Expression | undefined;

  /** A default request, or a copy of `original` (Java's protected copy constructor). */
  constructor(original?: SearchRequest) {
    if (original !== undefined) {
      this.query = original.getQuery();
      this.topK = original.getTopK();
      this.similarityThreshold = original.getSimilarityThreshold();
      this.filterExpression = original.getFilterExpression();
    }
  }

  /** A builder preset with every field of `originalSearchRequest`. */
  static from(originalSearchRequest: SearchRequest): SearchRequest.Builder {
    return SearchRequest.builder()
      .query(originalSearchRequest.getQuery())
      .topK(originalSearchRequest.getTopK())
      .similarityThreshold(originalSearchRequest.getSimilarityThreshold())
      .filterExpression(originalSearchRequest.getFilterExpression());
  }

  /** A new builder. */
  static builder(): SearchRequest.Builder {
    return new SearchRequest.Builder();
  }

  /** The query text. */
  getQuery(): string {
    return this.query;
  }

  /** How many documents to return at most. */
  getTopK(): number {
    return this.topK;
  }

  /** The lowest similarity score accepted, in [0, 1]. */
  getSimilarityThreshold(): number {
    return this.similarityThreshold;
  }

  /** The metadata filter, if any. */
  getFilterExpression(): Expression | undefined {
    return this.filterExpression;
  }

  /** Whether there is a metadata filter. */
  hasFilterExpression(): boolean {
    return this.filterExpression !== undefined;
  }

  /** `SearchRequest{query='…', topK=…, similarityThreshold=…, filterExpression=…}`. */
  toString(): string {
    const threshold = Number.isInteger(this.similarityThreshold) ? this.similarityThreshold.toFixed(1) : String(this.similarityThreshold);
    return `SearchRequest{query='${this.query}', topK=${this.topK}, similarityThreshold=${threshold}, filterExpression=${javaToString(this.filterExpression)}}`;
  }

  /** Same query, topK, threshold and filter. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof SearchRequest) || other.constructor !== this.constructor) return false;
    return (
      this.topK === other.topK &&
      this.similarityThreshold === other.similarityThreshold &&
      this.query === other.query &&
      objectsEquals(this.filterExpression, other.filterExpression)
    );
  }

  /** Combined from the fields. */
  hashCode(): number {
    return objectsHash(this.query, this.topK, this.similarityThreshold, this.filterExpression);
  }

  /** @internal Sets a field (used by the builder). */
  static set(request: SearchRequest, field: 'query' | 'topK' | 'similarityThreshold' | 'filterExpression', value: unknown): void {
    (request as unknown as Record<string, unknown>)[field] = value;
  }
}

/**
 * Nested types of {@link SearchRequest}.
 *
 * @category Vector Store
 */
export namespace SearchRequest {
  /**
   * Java's `SearchRequest.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/SearchRequest.Builder.html
   */
  export class Builder {
    private readonly searchRequest = new SearchRequest();

    /** The query text. */
    query(query: string): this {
      Assert.notNull(query, 'Query can not be null.');
      SearchRequest.set(this.searchRequest, 'query', query);
      return this;
    }

    /** How many documents, at least 0. */
    topK(topK: number): this {
      Assert.isTrue(topK >= 0, 'TopK should be positive.');
      SearchRequest.set(this.searchRequest, 'topK', topK);
      return this;
    }

    /** The lowest similarity accepted, in [0, 1]. */
    similarityThreshold(threshold: number): this {
      Assert.isTrue(threshold >= 0 && threshold <= 1, 'Similarity threshold must be in [0,1] range.');
      SearchRequest.set(this.searchRequest, 'similarityThreshold', threshold);
      return this;
    }

    /** Accept every similarity (threshold 0). */
    similarityThresholdAll(): this {
      SearchRequest.set(this.searchRequest, 'similarityThreshold', 0.0);
      return this;
    }

    /** The filter, as an expression or as text in the filter language (parsed now). */
    filterExpression(expression: Expression | string | undefined | null): this {
      const parsed = typeof expression === 'string' ? new FilterExpressionTextParser().parse(expression) : expression ?? undefined;
      SearchRequest.set(this.searchRequest, 'filterExpression', parsed);
      return this;
    }

    /** The request. */
    build(): SearchRequest {
      return this.searchRequest;
    }
  }
}
