/* Ported from Spring AI ContentFormatter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from './Document.js';
import type { MetadataMode } from './MetadataMode.js';

/**
 * Turns a document's text and metadata into prompt-friendly text.
 *
 * @example
 * ```ts
 * import { Document, MetadataMode, type ContentFormatter } from 'spring-ai-ts';
 *
 * // Puts the title before the text, for the embedding and for the prompt.
 * class TitleFirstFormatter implements ContentFormatter {
 *   format(document: Document, mode: MetadataMode): string {
 *     const title = mode === MetadataMode.NONE ? undefined : document.getMetadata().get('title');
 *     return title === undefined ? (document.getText() ?? '') : `${String(title)}\n\n${document.getText() ?? ''}`;
 *   }
 * }
 *
 * const document = new Document('Refunds are paid within 14 days.', { title: 'Refunds' });
 * document.setContentFormatter(new TitleFirstFormatter());
 * console.log(document.getFormattedContent(MetadataMode.EMBED));
 * ```
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
