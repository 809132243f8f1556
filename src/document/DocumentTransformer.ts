/* Ported from Spring AI DocumentTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * Turns a list of documents into another (Java's `Function<List<Document>, List<Document>>`):
 * implement `transform`; `apply` delegates to it.
 *
 * @remarks
 * An abstract class (Java's interface has a default method); synchronous, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentTransformer.html
 * @category Documents
 */
export abstract class DocumentTransformer {
  /** The transformed documents. */
  abstract transform(documents: Document[]): Document[];

  /** The transformed documents (calls `transform`). */
  apply(documents: Document[]): Document[] {
    return this.transform(documents);
  }
}
