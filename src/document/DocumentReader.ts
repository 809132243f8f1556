/* Ported from Spring AI DocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';

/**
 * A source of documents (Java's `Supplier<List<Document>>`): implement `get()`; `read()`
 * delegates to it.
 *
 * @remarks
 * An abstract class, because the Java interface has a default method. Reading is synchronous:
 * the readers read a {@link Resource}, whose reads are synchronous.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentReader.html
 * @category Documents
 */
export abstract class DocumentReader {
  /** The documents. */
  abstract get(): Document[];

  /** The documents (calls `get()`). */
  read(): Document[] {
    return this.get();
  }
}
