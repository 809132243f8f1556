/* Ported from Spring AI VectorStoreRetriever (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../document/Document.js';
import type { SearchRequest } from './SearchRequest.js';

/**
 * The read side of a vector store: similarity search.
 *
 * @remarks
 * Java's two `similaritySearch` overloads (a request, or a query text with the defaults) are
 * one method taking either; it returns a `Promise`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/VectorStoreRetriever.html
 * @category Vector Store
 */
export interface VectorStoreRetriever {
  /** The documents most similar to the query, best first. */
  similaritySearch(request: SearchRequest | string): Promise<Document[]>;
}
