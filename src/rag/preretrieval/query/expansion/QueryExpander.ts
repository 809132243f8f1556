/* Ported from Spring AI QueryExpander (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Query } from '../../../Query.js';

/**
 * Expands one query into several: implement `expand`; `apply` delegates to it.
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
