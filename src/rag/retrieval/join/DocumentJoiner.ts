/* Ported from Spring AI DocumentJoiner (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Joins the documents retrieved for several queries (and several retrievers) into one list:
 * implement `join`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { Document, DocumentJoiner, Query, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';
 *
 * declare const vectorStore: VectorStore;
 *
 * // Keeps each document once, where it was first found, across every query and every source.
 * class FirstSeenDocumentJoiner extends DocumentJoiner {
 *   join(documentsForQuery: Map<Query, Document[][]>): Document[] {
 *     const byId = new Map<string, Document>();
 *     for (const document of [...documentsForQuery.values()].flat(2)) if (!byId.has(document.getId())) byId.set(document.getId(), document);
 *     return [...byId.values()];
 *   }
 * }
 *
 * const advisor = RetrievalAugmentationAdvisor.builder()
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
 *   .documentJoiner(new FirstSeenDocumentJoiner())
 *   .build();
 * const document = new Document('Refunds are paid within 14 days.');
 * console.log(new FirstSeenDocumentJoiner().apply(new Map([[new Query('refund'), [[document], [document]]]])).length, advisor.getName()); // 1
 * ```
 *
 * @remarks
 * An abstract class (the Java interface extends `Function` with a default `apply`);
 * synchronous, as in Java (the advisor also awaits a `Promise`). Where the library takes a
 * joiner it also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/retrieval/join/DocumentJoiner.html
 * @category RAG
 */
export abstract class DocumentJoiner {
  /** The joined documents. */
  abstract join(documentsForQuery: Map<Query, Document[][]>): Document[];

  /** The joined documents (calls `join`). */
  apply(documentsForQuery: Map<Query, Document[][]>): Document[] {
    return this.join(documentsForQuery);
  }
}
