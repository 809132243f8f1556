/* Ported from Spring AI DocumentRetriever (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Finds the documents relevant to a query: implement `retrieve`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { ChatClient, Document, DocumentRetriever, RetrievalAugmentationAdvisor, type ChatModel, type Query } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Retrieves, without a vector store, the documents that share a long word with the query.
 * class KeywordDocumentRetriever extends DocumentRetriever {
 *   constructor(private readonly documents: Document[]) {
 *     super();
 *   }
 *
 *   async retrieve(query: Query): Promise<Document[]> {
 *     const words = query.text().toLowerCase().split(/\W+/).filter((word) => word.length > 4);
 *     return this.documents.filter((document) => words.some((word) => (document.getText() ?? '').toLowerCase().includes(word)));
 *   }
 * }
 *
 * const retriever = new KeywordDocumentRetriever([new Document('Refunds are paid within 14 days.')]);
 * const advisor = RetrievalAugmentationAdvisor.builder().documentRetriever(retriever).build();
 * console.log(await ChatClient.builder(chatModel).defaultAdvisors(advisor).build().prompt('How are refunds paid?').call().content());
 * ```
 *
 * @remarks
 * An abstract class (the Java interface extends `Function` with a default `apply`); both return
 * a `Promise`. Where the library takes a retriever it also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/retrieval/search/DocumentRetriever.html
 * @category RAG
 */
export abstract class DocumentRetriever {
  /** The relevant documents. */
  abstract retrieve(query: Query): Promise<Document[]>;

  /** The relevant documents (calls `retrieve`). */
  apply(query: Query): Promise<Document[]> {
    return this.retrieve(query);
  }
}
