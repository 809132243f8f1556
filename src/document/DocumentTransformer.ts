/* Ported from Spring AI DocumentTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * Turns a list of documents into another (Java's `Function<List<Document>, List<Document>>`):
 * implement `transform`; `apply` delegates to it.
 *
 * @example
 * ```ts
 * import { Document, DocumentTransformer } from 'spring-ai-ts';
 *
 * // Adds a metadata entry to every document; apply() is Java's default, calling transform().
 * class SourceTagger extends DocumentTransformer {
 *   constructor(private readonly source: string) {
 *     super();
 *   }
 *
 *   transform(documents: Document[]): Document[] {
 *     return documents.map((document) => new Document(document.getId(), document.getText() ?? '', { ...Object.fromEntries(document.getMetadata()), source: this.source }));
 *   }
 * }
 *
 * const documents = [new Document('Spring AI in TypeScript', { page: 1 })];
 * console.log(new SourceTagger('handbook').apply(documents)[0]?.getMetadata());
 * ```
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
