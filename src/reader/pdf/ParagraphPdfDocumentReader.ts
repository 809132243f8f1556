/* Ported from Spring AI ParagraphPdfDocumentReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../java/core/StringUtils.js';
import { DefaultResourceLoader } from '../../java/core/io/DefaultResourceLoader.js';
import type { Resource } from '../../java/core/io/Resource.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { Document } from '../../document/Document.js';
import { DocumentReader } from '../../document/DocumentReader.js';
import { PdfDocumentReaderConfig } from './config/PdfDocumentReaderConfig.js';
import { ParagraphManager, type Paragraph } from './internal/ParagraphManager.js';
import { getPdfPage, openPdfResource, type OpenPdf } from './internal/readPdf.js';

/**
 * Reads a PDF by its outline (table of contents): one document per outline entry, with the text
 * from the entry's position to the next entry's, and the metadata `title`, `page_number`,
 * `end_page_number`, `level` and `file_name`.
 *
 * @remarks
 * Parses with PDF.js and lays the text out as `PagePdfDocumentReader` does (see its remarks for
 * what can differ from PDFBox). A PDF without an outline rejects `get()` with an
 * `IllegalArgumentException` carrying Spring's message, where Spring's constructor throws it; an
 * entry whose destination names no page is skipped with a warning, as in Spring. The outline
 * Spring prints to standard output is not printed.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/pdf/ParagraphPdfDocumentReader.html
 * @category Documents
 */
export class ParagraphPdfDocumentReader extends DocumentReader {
  private static readonly log = LoggerFactory.getLogger(ParagraphPdfDocumentReader);

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

  /** One document per outline entry with text, in outline order. */
  override async get(): Promise<Document[]> {
    const pdf = await openPdfResource(this.resource, 'ParagraphPdfDocumentReader');
    try {
      const paragraphs = (await ParagraphManager.of(pdf.document)).flatten();
      const documents: Document[] = [];
      for (let i = 0; i < paragraphs.length; i++) {
        const from = paragraphs[i]!;
        const to = i + 1 < paragraphs.length ? paragraphs[i + 1]! : from;
        const docText = await this.getTextBetweenParagraphs(pdf, from, to);
        if (StringUtils.hasText(docText)) {
          const document = new Document(docText);
          this.addMetadata(from, document);
          documents.push(document);
        }
      }
      return documents;
    } finally {
      await pdf.document.destroy();
    }
  }

  private addMetadata(from: Paragraph, document: Document): void {
    document.getMetadata().set('title', from.title);
    document.getMetadata().set('page_number', from.startPageNumber);
    document.getMetadata().set('end_page_number', from.endPageNumber);
    document.getMetadata().set('level', from.level);
    document.getMetadata().set('file_name', this.resourceFileName);
  }

  private async getTextBetweenParagraphs(pdf: OpenPdf, fromParagraph: Paragraph, toParagraph: Paragraph): Promise<string> {
    if (fromParagraph.startPageNumber < 1) {
      ParagraphPdfDocumentReader.log.warn(
        "Skipping paragraph titled '{}' because it has an invalid start page number: {}",
        fromParagraph.title,
        fromParagraph.startPageNumber,
      );
      return '';
    }
    const startPage = fromParagraph.startPageNumber - 1;
    let endPage = toParagraph.startPageNumber - 1;
    if (fromParagraph === toParagraph || endPage < startPage) endPage = startPage;
    let text = '';
    for (let pageNumber = startPage; pageNumber <= endPage; pageNumber++) {
      const { box, text: regionText } = await getPdfPage(pdf, pageNumber + 1);
      const pageHeight = box.height;
      const fromPos = fromParagraph.position;
      const toPos = fromParagraph !== toParagraph ? toParagraph.position : 0;
      const x = Math.trunc(box.lowerLeftX);
      const w = Math.trunc(box.width);
      let y: number;
      let h: number;
      if (pageNumber === startPage && pageNumber === endPage) {
        y = toPos;
        h = fromPos - toPos;
      } else if (pageNumber === startPage) {
        y = 0;
        h = fromPos;
      } else if (pageNumber === endPage) {
        y = toPos;
        h = Math.trunc(pageHeight) - toPos;
      } else {
        y = 0;
        h = Math.trunc(pageHeight);
      }
      if (h < 0) h = 0;
      const pageText = await regionText({ x, y, width: w, height: h });
      if (StringUtils.hasText(pageText)) text += pageText;
    }
    return StringUtils.hasText(text) ? this.config.pageExtractedTextFormatter.format(text, startPage) : text;
  }
}
