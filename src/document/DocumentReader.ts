/* Ported from Spring AI DocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * A source of documents (Java's `Supplier<List<Document>>`): implement `get()`; `read()`
 * delegates to it.
 *
 * @example
 * ```ts
 * import { Document, DocumentReader } from 'spring-ai-ts';
 *
 * // One document per non-empty line of a text; read() is Java's default, calling get().
 * class LineDocumentReader extends DocumentReader {
 *   constructor(private readonly text: string) {
 *     super();
 *   }
 *
 *   get(): Document[] {
 *     return this.text
 *       .split('\n')
 *       .filter((line) => line.trim() !== '')
 *       .map((line, index) => new Document(line, { line: index + 1 }));
 *   }
 * }
 *
 * const documents = new LineDocumentReader('first line\n\nsecond line').read();
 * console.log(documents.map((document) => document.getText()));
 * ```
 *
 * @remarks
 * An abstract class, because the Java interface has a default method. A reader returns its
 * documents directly (`TextReader`, `JsonReader`) or as a Promise (the Markdown, PDF and HTML
 * readers, whose parsers load and read asynchronously); each reader's `get()` declares which, and
 * `await reader.get()` works for both.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentReader.html
 * @category Documents
 */
export abstract class DocumentReader {
  /** The documents. */
  abstract get(): Document[] | Promise<Document[]>;

  /** The documents (calls `get()`). */
  read(): ReturnType<this['get']> {
    return this.get() as ReturnType<this['get']>;
  }
}
