/* Ported from Spring AI BatchingStrategy (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../document/Document.js';

/**
 * Splits documents into batches for embedding requests.
 *
 * @example
 * ```ts
 * import { Document, SimpleVectorStore, type BatchingStrategy, type EmbeddingModel } from 'spring-ai-ts';
 *
 * declare const embeddingModel: EmbeddingModel;
 *
 * // Sends the documents to the embedding model ten at a time.
 * class FixedSizeBatchingStrategy implements BatchingStrategy {
 *   batch(documents: Document[]): Document[][] {
 *     const batches: Document[][] = [];
 *     for (let start = 0; start < documents.length; start += 10) batches.push(documents.slice(start, start + 10));
 *     return batches;
 *   }
 * }
 *
 * const vectorStore = SimpleVectorStore.builder(embeddingModel).batchingStrategy(new FixedSizeBatchingStrategy()).build();
 * await vectorStore.add([new Document('Spring AI'), new Document('in TypeScript')]);
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/BatchingStrategy.html
 * @category Embedding
 */
export interface BatchingStrategy {
  /** The batches, in order, holding every document once. */
  batch(documents: Document[]): Document[][];
}
