/* Ported from Spring AI FileDocumentWriter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { writeFile } from 'node:fs/promises';
import { Assert } from '../java/core/Assert.js';
import { IOException } from '../java/core/IOException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import { javaToString } from '../java/core/lang/JavaObjects.js';
import type { Document } from '../document/Document.js';
import { DocumentWriter } from '../document/DocumentWriter.js';
import { MetadataMode } from '../document/MetadataMode.js';

/**
 * Writes the formatted content of documents into one text file, optionally with a marker line
 * before each document (`### Doc: <index>, pages:[<page_number>,<end_page_number>]`).
 *
 * @remarks
 * `accept`/`write` return a `Promise`. The whole text is composed before the file is opened, so
 * a document that cannot be formatted leaves the file untouched (Java has written the documents
 * before it by then). A failed write rejects with a `RuntimeException` whose cause is an
 * {@link IOException}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/writer/FileDocumentWriter.html
 * @category Documents
 */
export class FileDocumentWriter extends DocumentWriter {
  /** Metadata key of a document's first page. */
  static readonly METADATA_START_PAGE_NUMBER = 'page_number';
  /** Metadata key of a document's last page. */
  static readonly METADATA_END_PAGE_NUMBER = 'end_page_number';

  private readonly fileName: string;
  private readonly withDocumentMarkers: boolean;
  private readonly metadataMode: MetadataMode;
  private readonly append: boolean;

  /** Writes to `fileName` (overwritten), without markers or metadata. */
  constructor(fileName: string);
  /** Writes to `fileName` (overwritten), with or without markers, without metadata. */
  constructor(fileName: string, withDocumentMarkers: boolean);
  /** Writes to `fileName` with or without markers, the metadata `metadataMode` selects, appending or overwriting. */
  constructor(fileName: string, withDocumentMarkers: boolean, metadataMode: MetadataMode, append: boolean);
  /**
   * @throws IllegalArgumentException `"File name must have a text."`, `"MetadataMode must not be null."`
   *   (a metadata mode passed as `undefined` counts as Java's `null`)
   */
  constructor(fileName: string, withDocumentMarkers = false, metadataModeArg?: MetadataMode, append = false) {
    super();
    // Java's shorter overloads supply MetadataMode.NONE; an explicit undefined is Java's null.
    const metadataMode = arguments.length >= 3 ? metadataModeArg : MetadataMode.NONE;
    Assert.hasText(fileName, 'File name must have a text.');
    Assert.notNull(metadataMode, 'MetadataMode must not be null.');
    this.fileName = fileName;
    this.withDocumentMarkers = withDocumentMarkers;
    this.metadataMode = metadataMode;
    this.append = append;
  }

  /** Writes the documents' formatted content, in order. */
  async write(docs: Document[]): Promise<void> {
    const parts: string[] = [];
    docs.forEach((doc, index) => {
      if (this.withDocumentMarkers) {
        const metadata = doc.getMetadata();
        const start = javaToString(metadata.get(FileDocumentWriter.METADATA_START_PAGE_NUMBER));
        const end = javaToString(metadata.get(FileDocumentWriter.METADATA_END_PAGE_NUMBER));
        parts.push(`\n### Doc: ${index}, pages:[${start},${end}]\n`);
      }
      parts.push(doc.getFormattedContent(this.metadataMode));
    });
    try {
      await writeFile(this.fileName, parts.join(''), { encoding: 'utf8', flag: this.append ? 'a' : 'w' });
    } catch (error) {
      const io = new IOException(error instanceof Error ? error.message : String(error), error);
      throw new RuntimeException(io.message, io);
    }
  }
}
