/* Ported from Spring AI TextSplitter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Document } from '../../document/Document.js';
import { DocumentTransformer } from '../../document/DocumentTransformer.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';

const logger = LoggerFactory.getLogger('TextSplitter');

/**
 * Splits each document's text into chunks (`splitText`), one new document per chunk. Each
 * chunk keeps the parent's metadata and score and gains `parent_document_id`, `chunk_index` and
 * `total_chunks`; by default it also keeps the parent's content formatter.
 *
 * @example
 * ```ts
 * import { Document, TextSplitter } from 'spring-ai-ts';
 *
 * // A splitter of your own implements splitText; each chunk keeps its document's metadata.
 * class SentenceTextSplitter extends TextSplitter {
 *   protected splitText(text: string): string[] {
 *     return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence !== '');
 *   }
 * }
 *
 * const chunks = new SentenceTextSplitter().apply([new Document('One sentence. Another one!', { source: 'notes' })]);
 * console.log(chunks.map((chunk) => chunk.getText()));
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/transformer/splitter/TextSplitter.html
 * @category Documents
 */
export abstract class TextSplitter extends DocumentTransformer {
  private copyContentFormatter = true;

  /** The chunks of every document, in order. */
  override transform(documents: Document[]): Document[] {
    return this.doSplitDocuments(documents);
  }

  /** Java's `apply`: the chunks of every document. */
  override apply(documents: Document[]): Document[] {
    return this.doSplitDocuments(documents);
  }

  /** The chunks of one document or of a list. */
  split(documents: Document[] | Document): Document[] {
    return this.apply(Array.isArray(documents) ? documents : [documents]);
  }

  /** Whether chunks keep their parent's content formatter (default true). */
  isCopyContentFormatter(): boolean {
    return this.copyContentFormatter;
  }

  /** Sets whether chunks keep their parent's content formatter. */
  setCopyContentFormatter(copyContentFormatter: boolean): void {
    this.copyContentFormatter = copyContentFormatter;
  }

  private doSplitDocuments(documents: Document[]): Document[] {
    const result: Document[] = [];
    for (const doc of documents) {
      const chunks = this.splitText(doc.getText() as string);
      if (chunks.length > 1) logger.info(`Splitting up document into ${chunks.length} chunks.`);
      chunks.forEach((chunk, chunkIndex) => {
        const metadata = new Map(
          [...doc.getMetadata()].filter(([key, value]) => key !== null && key !== undefined && value !== null && value !== undefined),
        );
        metadata.set('parent_document_id', doc.getId());
        metadata.set('chunk_index', chunkIndex);
        metadata.set('total_chunks', chunks.length);
        const newDoc = Document.builder().text(chunk).metadata(metadata).score(doc.getScore()).build();
        if (this.copyContentFormatter) newDoc.setContentFormatter(doc.getContentFormatter());
        result.push(newDoc);
      });
    }
    return result;
  }

  /** The chunks of one text. */
  protected abstract splitText(text: string): string[];
}
