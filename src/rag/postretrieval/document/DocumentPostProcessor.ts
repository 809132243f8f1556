/* Ported from Spring AI DocumentPostProcessor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Processes retrieved documents before augmentation (rank, filter, compress): implement
 * `process`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { Document, DocumentPostProcessor, Query, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';
 *
 * declare const vectorStore: VectorStore;
 *
 * // Keeps the three best-scored documents for the prompt.
 * class TopThreeDocuments extends DocumentPostProcessor {
 *   process(_query: Query, documents: Document[]): Document[] {
 *     return [...documents].sort((a, b) => (b.getScore() ?? 0) - (a.getScore() ?? 0)).slice(0, 3);
 *   }
 * }
 *
 * const advisor = RetrievalAugmentationAdvisor.builder()
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).topK(10).build())
 *   .documentPostProcessors(new TopThreeDocuments())
 *   .build();
 * console.log(new TopThreeDocuments().apply(new Query('refund'), [new Document('Refunds are paid within 14 days.')]), advisor.getName());
 * ```
 *
 * @remarks
 * An abstract class (the Java interface extends `BiFunction` with a default `apply`);
 * synchronous, as in Java (the advisor also awaits a `Promise`). Where the library takes a
 * post-processor it also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/postretrieval/document/DocumentPostProcessor.html
 * @category RAG
 */
export abstract class DocumentPostProcessor {
  /** The processed documents. */
  abstract process(query: Query, documents: Document[]): Document[];

  /** The processed documents (calls `process`). */
  apply(query: Query, documents: Document[]): Document[] {
    return this.process(query, documents);
  }
}
