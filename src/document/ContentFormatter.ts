/* Ported from Spring AI ContentFormatter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';
import type { MetadataMode } from './MetadataMode.js';

/**
 * Turns a document's text and metadata into prompt-friendly text.
 *
 * @remarks
 * A Spring functional interface: a Java lambda becomes an object with `format`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/ContentFormatter.html
 * @category Documents
 */
export interface ContentFormatter {
  /** The document's content as text, with the metadata `mode` selects. */
  format(document: Document, mode: MetadataMode): string;
}
