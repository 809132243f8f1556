/* Ported from Spring AI QueryAugmenter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Adds the retrieved documents to the query sent to the model: implement `augment`; `apply`
 * delegates to it.
 *
 * @example
 * ```ts
 * import { Document, Query, QueryAugmenter, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';
 *
 * declare const vectorStore: VectorStore;
 *
 * // Numbers the retrieved documents so the answer can cite them.
 * class NumberedSourcesAugmenter extends QueryAugmenter {
 *   augment(query: Query, documents: Document[]): Query {
 *     const sources = documents.map((document, index) => `[${index + 1}] ${document.getText() ?? ''}`).join('\n');
 *     return query.mutate().text(`${query.text()}\n\nAnswer from these sources and cite them by number:\n${sources}`).build();
 *   }
 * }
 *
 * const advisor = RetrievalAugmentationAdvisor.builder()
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
 *   .queryAugmenter(new NumberedSourcesAugmenter())
 *   .build();
 * console.log(new NumberedSourcesAugmenter().apply(new Query('How are refunds paid?'), [new Document('Within 14 days.')]).text(), advisor.getName());
 * ```
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
