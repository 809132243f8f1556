/* Ported from Spring AI PagePdfDocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../java/core/StringUtils.js';
import { DefaultResourceLoader } from '../../java/core/io/DefaultResourceLoader.js';
import type { Resource } from '../../java/core/io/Resource.js';
import { Document } from '../../document/Document.js';
import { DocumentReader } from '../../document/DocumentReader.js';
import { PdfDocumentReaderConfig } from './config/PdfDocumentReaderConfig.js';
import { getPdfPage, openPdfResource } from './internal/readPdf.js';

/**
 * Reads a PDF into documents of `pagesPerDocument` pages each (one by default), with the metadata
 * `page_number`, `end_page_number` (when a document spans pages) and `file_name`.
 *
 * @remarks
 * Spring parses with PDFBox; this reader parses with PDF.js (`pdfjs-dist`, an optional peer
 * dependency loaded on the first `get()`: `npm install pdfjs-dist`; without it `get()` rejects with
 * a `MissingPeerDependencyException`), and lays the text out as Spring's layout text stripper does:
 * every glyph at PDFBox's position, lines as wide as the page, words at their columns, blank lines
 * for large vertical gaps. On PDFs with standard or embedded simple fonts the text is the same as
 * Spring's; glyph heights of embedded fonts come from what PDF.js reports, which can change where
 * a blank line falls, and accents drawn as separate glyphs are not merged into their letters.
 * Rotated pages and vertical text are laid out as unrotated horizontal text. PDF.js's worker runs
 * in the calling thread (its module is put on `globalThis.pdfjsWorker`, as PDF.js documents for
 * Node), and PDF.js decodes a page's images while it reads the page, so image-heavy files read
 * more slowly than with PDFBox.
 *
 * The resource is read and parsed in `get()` (a Promise), not in the constructor: a file that is
 * missing or is not a PDF rejects `get()` with a `RuntimeException`, where Spring's constructor
 * throws it. Spring's progress log lines are not written.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/pdf/PagePdfDocumentReader.html
 * @category Documents
 */
export class PagePdfDocumentReader extends DocumentReader {
  /** Metadata key of the first page of a document. */
  static readonly METADATA_START_PAGE_NUMBER = 'page_number';
  /** Metadata key of the last page of a document that spans pages. */
  static readonly METADATA_END_PAGE_NUMBER = 'end_page_number';
  /** Metadata key of the file name. */
  static readonly METADATA_FILE_NAME = 'file_name';

  /** The file name of the resource (`undefined` when it has none). */
  protected resourceFileName: string | undefined;
  private readonly resource: Resource;
  private readonly config: PdfDocumentReaderConfig;

  /** Reads the PDF at a location (`classpath:…`, `file:…`, a URL) with the default configuration. */
  constructor(resourceUrl: string);
  /** Reads this PDF with the default configuration. */
  constructor(pdfResource: Resource);
  /** Reads the PDF at a location with this configuration. */
  constructor(resourceUrl: string, config: PdfDocumentReaderConfig);
  /** Reads this PDF with this configuration. */
  constructor(pdfResource: Resource, config: PdfDocumentReaderConfig);
  constructor(pdfResource: string | Resource, config: PdfDocumentReaderConfig = PdfDocumentReaderConfig.defaultConfig()) {
    super();
    this.resource = typeof pdfResource === 'string' ? new DefaultResourceLoader().getResource(pdfResource) : pdfResource;
    this.resourceFileName = this.resource.getFilename();
    this.config = config;
  }

  /** The documents, in page order. */
  override async get(): Promise<Document[]> {
    const pdf = await openPdfResource(this.resource, 'PagePdfDocumentReader');
    try {
      const readDocuments: Document[] = [];
      const totalPages = pdf.document.numPages;
      const pagesPerDocument = this.config.pagesPerDocument === PdfDocumentReaderConfig.ALL_PAGES ? totalPages : this.config.pagesPerDocument;
      let startPageNumber = 1;
      const pageTextGroupList: string[] = [];
      for (let pageNumber = 1; pageNumber <= totalPages; pageNumber++) {
        const pageText = await this.handleSinglePage(pdf, pageNumber);
        if (pageText !== undefined) pageTextGroupList.push(pageText);
        if (pageNumber % pagesPerDocument === 0 || pageNumber === totalPages) {
          if (pageTextGroupList.length > 0) {
            readDocuments.push(this.toDocument(pageTextGroupList.join(''), startPageNumber, pageNumber));
            pageTextGroupList.length = 0;
          }
          startPageNumber = pageNumber + 1;
        }
      }
      return readDocuments;
    } finally {
      await pdf.document.destroy();
    }
  }

  private async handleSinglePage(pdf: Parameters<typeof getPdfPage>[0], pageNumber: number): Promise<string | undefined> {
    const { box, text } = await getPdfPage(pdf, pageNumber);
    const x0 = Math.trunc(box.lowerLeftX);
    const xW = Math.trunc(box.width);
    const y0 = Math.trunc(box.lowerLeftY) + this.config.pageTopMargin;
    const yW = Math.trunc(box.height) - (this.config.pageTopMargin + this.config.pageBottomMargin);
    const pageText = await text({ x: x0, y: y0, width: xW, height: yW });
    return StringUtils.hasText(pageText) ? this.config.pageExtractedTextFormatter.format(pageText, pageNumber) : undefined;
  }

  /** The document of pages `startPageNumber` to `endPageNumber` with their text. */
  protected toDocument(docText: string, startPageNumber: number, endPageNumber: number): Document {
    const doc = new Document(docText);
    doc.getMetadata().set(PagePdfDocumentReader.METADATA_START_PAGE_NUMBER, startPageNumber);
    if (startPageNumber !== endPageNumber) doc.getMetadata().set(PagePdfDocumentReader.METADATA_END_PAGE_NUMBER, endPageNumber);
    doc.getMetadata().set(PagePdfDocumentReader.METADATA_FILE_NAME, this.resourceFileName);
    return doc;
  }
}
