/* Ported from Spring AI DocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * A source of documents (Java's `Supplier<List<Document>>`): implement `get()`; `read()`
 * delegates to it.
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
