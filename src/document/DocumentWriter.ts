/* Ported from Spring AI DocumentWriter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * A sink for documents (Java's `Consumer<List<Document>>`): implement `write`; `accept`
 * delegates to it.
 *
 * @example
 * ```ts
 * import { Document, DocumentWriter } from 'spring-ai-ts';
 *
 * // Prints every document; accept() is Java's default, calling write().
 * class ConsoleDocumentWriter extends DocumentWriter {
 *   async write(documents: Document[]): Promise<void> {
 *     for (const document of documents) console.log(document.getId(), document.getText());
 *   }
 * }
 *
 * await new ConsoleDocumentWriter().accept([new Document('Spring AI in TypeScript')]);
 * ```
 *
 * @remarks
 * An abstract class (Java's interface has a default method). Writing is I/O, so both return a
 * `Promise`. In Java `accept` is the abstract method and `write` the default; here `write` is
 * the one to implement, so that `apply`-style names are never called on user values.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentWriter.html
 * @category Documents
 */
export abstract class DocumentWriter {
  /** Writes the documents. */
  abstract write(documents: Document[]): Promise<void>;

  /** Writes the documents (calls `write`). */
  accept(documents: Document[]): Promise<void> {
    return this.write(documents);
  }
}
