/* Ported from Spring AI QueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Query } from '../../../Query.js';

/**
 * Turns a query into a better one for retrieval (rewrite, compress, translate): implement
 * `transform`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { ChatClient, Query, QueryTransformer, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type ChatModel, type VectorStore } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 * declare const vectorStore: VectorStore;
 *
 * // Drops a greeting the search does not need.
 * class GreetingRemover extends QueryTransformer {
 *   async transform(query: Query): Promise<Query> {
 *     return query.mutate().text(query.text().replace(/^(hi|hello)\W+/i, '')).build();
 *   }
 * }
 *
 * const advisor = RetrievalAugmentationAdvisor.builder()
 *   .queryTransformers(new GreetingRemover())
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
 *   .build();
 * console.log(await ChatClient.builder(chatModel).defaultAdvisors(advisor).build().prompt('Hello! What is the refund policy?').call().content());
 * ```
 *
 * @remarks
 * An abstract class (the Java interface extends `Function` with a default `apply`); both return
 * a `Promise` (the transformers call a model). Where the library takes a transformer it also
 * accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/QueryTransformer.html
 * @category RAG
 */
export abstract class QueryTransformer {
  /** The transformed query. */
  abstract transform(query: Query): Promise<Query>;

  /** The transformed query (calls `transform`). */
  apply(query: Query): Promise<Query> {
    return this.transform(query);
  }
}
