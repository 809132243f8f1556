/* Ported from Spring AI BatchingStrategy (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../document/Document.js';

/**
 * Splits documents into batches for embedding requests.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/BatchingStrategy.html
 * @category Embedding
 */
export interface BatchingStrategy {
  /** The batches, in order, holding every document once. */
  batch(documents: Document[]): Document[][];
}
