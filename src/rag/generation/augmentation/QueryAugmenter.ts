/* Ported from Spring AI QueryAugmenter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Adds the retrieved documents to the query sent to the model: implement `augment`; `apply`
 * delegates to it.
 *
 * @remarks
 * An abstract class (the Java interface extends `BiFunction` with a default `apply`);
 * synchronous, as in Java (the advisor also awaits a `Promise`). Where the library takes an
 * augmenter it also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/generation/augmentation/QueryAugmenter.html
 * @category RAG
 */
export abstract class QueryAugmenter {
  /** The augmented query. */
  abstract augment(query: Query, documents: Document[]): Query;

  /** The augmented query (calls `augment`). */
  apply(query: Query, documents: Document[]): Query {
    return this.augment(query, documents);
  }
}
