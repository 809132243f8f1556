/* Ported from Spring AI VectorStore (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../document/Document.js';
import { DocumentWriter } from '../document/DocumentWriter.js';
import type { BatchingStrategy } from '../embedding/BatchingStrategy.js';
import type { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import type { Expression } from './filter/Expression.js';
import type { SearchRequest } from './SearchRequest.js';
import type { VectorStoreRetriever } from './VectorStoreRetriever.js';

/**
 * A store of documents and their embeddings, searched by similarity: `add`, `delete` (by ids,
 * by a filter expression or by filter text), `similaritySearch` (a request or a query text).
 *
 * @example
 * ```ts
 * import { Document, SearchRequest, SimpleVectorStore, type EmbeddingModel } from 'spring-ai-ts';
 *
 * declare const embeddingModel: EmbeddingModel;
 *
 * // Every operation is asynchronous: adding embeds the documents, searching embeds the query.
 * const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
 * await vectorStore.add([
 *   new Document('Returns are accepted within 30 days.', { type: 'policy' }),
 *   new Document('Our office opens at 9.', { type: 'faq' }),
 * ]);
 *
 * const documents = await vectorStore.similaritySearch(
 *   SearchRequest.builder().query('How long do I have to return an item?').topK(2).similarityThreshold(0.5).filterExpression("type == 'policy'").build(),
 * );
 * await vectorStore.delete("type == 'faq'");
 * console.log(documents.map((document) => document.getText()));
 * ```
 *
 * @remarks
 * An abstract class (the Java interface has default methods); every operation returns a
 * `Promise`. Java's `delete` and `similaritySearch` overloads are one method each taking any of
 * the overloads' arguments, so a store implements them once; `AbstractObservationVectorStore`
 * does the dispatch and leaves `doAdd`/`doDelete`/`doSimilaritySearch` to implement, as in
 * Spring. `write`/`accept` add the documents. `getNativeClient()` returns `undefined` (Java's
 * empty `Optional`) unless a store overrides it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/VectorStore.html
 * @category Vector Store
 */
export abstract class VectorStore extends DocumentWriter implements VectorStoreRetriever {
  /** The tsyringe token of the application's vector store (`@inject(VectorStore.TOKEN)`). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.VectorStore');

  /** The store's name; the class name by default. */
  getName(): string {
    return this.constructor.name;
  }

  /** Embeds and stores the documents. */
  abstract add(documents: Document[]): Promise<void>;

  /** Adds the documents (Java's `accept`). */
  override accept(documents: Document[]): Promise<void> {
    return this.add(documents);
  }

  /** Adds the documents. */
  write(documents: Document[]): Promise<void> {
    return this.add(documents);
  }

  /** Deletes the documents with these ids, or those matching a filter (an expression or filter text). */
  abstract delete(idsOrFilter: string[] | Expression | string): Promise<void>;

  /** The documents most similar to the query, best first. */
  abstract similaritySearch(request: SearchRequest | string): Promise<Document[]>;

  /** The store's native client, if it exposes one. */
  getNativeClient<T>(): T | undefined {
    return undefined;
  }
}

/**
 * Nested types of {@link VectorStore}.
 *
 * @category Vector Store
 */
export declare namespace VectorStore {
  /**
   * Java's `VectorStore.Builder`: what every store builder offers.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/VectorStore.Builder.html
   */
  interface Builder<T extends Builder<T>> {
    /** The observation registry. */
    observationRegistry(observationRegistry: ObservationRegistry): T;
    /** The batching strategy for embedding. */
    batchingStrategy(batchingStrategy: BatchingStrategy): T;
    /** The store. */
    build(): VectorStore;
  }
}
