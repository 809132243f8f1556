/* Ported from Spring AI PdfDocumentReaderConfig (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { ExtractedTextFormatter } from '../../ExtractedTextFormatter.js';

/**
 * How the PDF readers read: pages per document, top and bottom margins left out of each page, and
 * the formatter applied to each page's text.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/pdf/config/PdfDocumentReaderConfig.html
 * @category Documents
 */
export class PdfDocumentReaderConfig {
  /** `withPagesPerDocument(ALL_PAGES)` puts every page into one document. */
  static readonly ALL_PAGES = 0;

  /** Kept as in Spring, which does not read it. */
  readonly reversedParagraphPosition: boolean;
  /** Pages per document (default 1; {@link PdfDocumentReaderConfig.ALL_PAGES} for all). */
  readonly pagesPerDocument: number;
  /** Points left out at the top of each page. */
  readonly pageTopMargin: number;
  /** Points left out at the bottom of each page. */
  readonly pageBottomMargin: number;
  /** The formatter applied to each page's text. */
  readonly pageExtractedTextFormatter: ExtractedTextFormatter;

  private constructor(settings: PdfDocumentReaderConfig.Settings) {
    this.pagesPerDocument = settings.pagesPerDocument;
    this.pageBottomMargin = settings.pageBottomMargin;
    this.pageTopMargin = settings.pageTopMargin;
    this.pageExtractedTextFormatter = settings.pageExtractedTextFormatter;
    this.reversedParagraphPosition = settings.reversedParagraphPosition;
  }

  /** A new builder with the defaults. */
  static builder(): PdfDocumentReaderConfig.Builder {
    return new PdfDocumentReaderConfig.Builder();
  }

  /** The default configuration. */
  static defaultConfig(): PdfDocumentReaderConfig {
    return PdfDocumentReaderConfig.builder().build();
  }

  /** @internal Builds the configuration (the builder's `build()` calls it). */
  static of(settings: PdfDocumentReaderConfig.Settings): PdfDocumentReaderConfig {
    return new PdfDocumentReaderConfig(settings);
  }
}

/**
 * Nested types of {@link PdfDocumentReaderConfig}.
 *
 * @category Documents
 */
export namespace PdfDocumentReaderConfig {
  /** @internal The settings a builder holds. */
  export interface Settings {
    pagesPerDocument: number;
    pageTopMargin: number;
    pageBottomMargin: number;
    pageExtractedTextFormatter: ExtractedTextFormatter;
    reversedParagraphPosition: boolean;
  }

  /**
   * Java's `PdfDocumentReaderConfig.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/pdf/config/PdfDocumentReaderConfig.Builder.html
   */
  export class Builder {
    private readonly settings: Settings = {
      pagesPerDocument: 1,
      pageTopMargin: 0,
      pageBottomMargin: 0,
      pageExtractedTextFormatter: ExtractedTextFormatter.defaults(),
      reversedParagraphPosition: false,
    };

    /** The formatter applied to each page's text. */
    withPageExtractedTextFormatter(pageExtractedTextFormatter: ExtractedTextFormatter): this {
      Assert.notNull(pageExtractedTextFormatter, 'PageExtractedTextFormatter must not be null.');
      this.settings.pageExtractedTextFormatter = pageExtractedTextFormatter;
      return this;
    }

    /** Pages per document; {@link PdfDocumentReaderConfig.ALL_PAGES} (0) puts all pages in one. */
    withPagesPerDocument(pagesPerDocument: number): this {
      Assert.isTrue(pagesPerDocument >= 0, 'Page count must be a positive value.');
      this.settings.pagesPerDocument = pagesPerDocument;
      return this;
    }

    /** Points left out at the top of each page. */
    withPageTopMargin(topMargin: number): this {
      Assert.isTrue(topMargin >= 0, 'Page margins must be a positive value.');
      this.settings.pageTopMargin = topMargin;
      return this;
    }

    /** Points left out at the bottom of each page. */
    withPageBottomMargin(bottomMargin: number): this {
      Assert.isTrue(bottomMargin >= 0, 'Page margins must be a positive value.');
      this.settings.pageBottomMargin = bottomMargin;
      return this;
    }

    /** Kept as in Spring, which does not read it. */
    withReversedParagraphPosition(reversedParagraphPosition: boolean): this {
      this.settings.reversedParagraphPosition = reversedParagraphPosition;
      return this;
    }

    /** The configuration. */
    build(): PdfDocumentReaderConfig {
      return PdfDocumentReaderConfig.of({ ...this.settings });
    }
  }
}
