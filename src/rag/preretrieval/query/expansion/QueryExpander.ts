/* Ported from Spring AI QueryExpander (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Query } from '../../../Query.js';

/**
 * Expands one query into several: implement `expand`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { Query, QueryExpander, RetrievalAugmentationAdvisor, VectorStoreDocumentRetriever, type VectorStore } from 'spring-ai-ts';
 *
 * declare const vectorStore: VectorStore;
 *
 * // Searches with the query as asked and with a synonym; the joiner merges both results.
 * class SynonymQueryExpander extends QueryExpander {
 *   async expand(query: Query): Promise<Query[]> {
 *     return [query, query.mutate().text(query.text().replace(/\brefund\b/gi, 'money back')).build()];
 *   }
 * }
 *
 * const advisor = RetrievalAugmentationAdvisor.builder()
 *   .queryExpander(new SynonymQueryExpander())
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).build())
 *   .build();
 * console.log(await new SynonymQueryExpander().apply(new Query('How do I get a refund?')), advisor.getName());
 * ```
 *
 * @remarks
 * An abstract class (the Java interface extends `Function` with a default `apply`); both return
 * a `Promise`. Where the library takes an expander it also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/expansion/QueryExpander.html
 * @category RAG
 */
export abstract class QueryExpander {
  /** The queries. */
  abstract expand(query: Query): Promise<Query[]>;

  /** The queries (calls `expand`). */
  apply(query: Query): Promise<Query[]> {
    return this.expand(query);
  }
}
