/* Ported from Spring AI DocumentRetriever (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

/**
 * Finds the documents relevant to a query: implement `retrieve`; `apply` delegates to it.
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
