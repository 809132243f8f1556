/* spring-ai-ts, Apache-2.0. Opens a PDF resource with PDF.js for the PDF readers, and lays out a page region. */
import { RuntimeException } from '../../../java/core/RuntimeException.js';
import type { Resource } from '../../../java/core/io/Resource.js';
import { readResource } from '../../internal/readResource.js';
import { layoutTextForRegion, type Region } from './layout/LayoutTextStripper.js';
import { loadPdfJs, openPdf } from './loadPdfJs.js';
import { pageBox, pageGlyphs, type PageBox } from './PageGlyphs.js';
import type { PdfJsDocument, PdfJsModule, PdfJsPage } from './pdfjsTypes.js';

/** An open PDF: PDF.js's document and module. Close it with `destroy()`. */
export interface OpenPdf {
  readonly pdfjs: PdfJsModule;
  readonly document: PdfJsDocument;
}

/**
 * Reads the resource and parses it with PDF.js. A read failure rejects with a `RuntimeException`
 * caused by an `IOException`; a file PDF.js cannot parse with a `RuntimeException` caused by
 * PDF.js's error (Spring wraps PDFBox's exception the same way).
 */
export async function openPdfResource(resource: Resource, usedBy: string): Promise<OpenPdf> {
  const pdfjs = await loadPdfJs(usedBy);
  const bytes = await readResource(resource);
  try {
    return { pdfjs, document: await openPdf(pdfjs, bytes) };
  } catch (error) {
    throw new RuntimeException(error instanceof Error ? `${error.name}: ${error.message}` : String(error), error);
  }
}

/** A page with its box (PDF.js's view, the crop box within the media box) and glyphs. */
export interface PdfPage {
  readonly page: PdfJsPage;
  readonly box: PageBox;
  text(region: Region): Promise<string>;
}

/** Page `pageNumber` (1-based), whose `text(region)` is Spring's layout text of that region. */
export async function getPdfPage(pdf: OpenPdf, pageNumber: number): Promise<PdfPage> {
  const page = await pdf.document.getPage(pageNumber);
  const box = pageBox(page);
  let glyphs: ReturnType<typeof pageGlyphs> | undefined;
  return {
    page,
    box,
    async text(region: Region): Promise<string> {
      glyphs ??= pageGlyphs(pdf.pdfjs, page);
      return layoutTextForRegion(await glyphs, box.width, region);
    },
  };
}
