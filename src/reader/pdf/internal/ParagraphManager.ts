/* Ported from Spring AI ParagraphManager (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import type { PdfJsDocument, PdfJsOutlineItem, PdfJsRef } from './pdfjsTypes.js';

/** A section of the outline: its title, level, first page, the next section's page and its top position. */
export interface Paragraph {
  readonly parent: Paragraph | undefined;
  readonly title: string;
  readonly level: number;
  readonly startPageNumber: number;
  readonly endPageNumber: number;
  readonly position: number;
  readonly children: Paragraph[];
}

/** Spring's message when the PDF has no outline. */
export const NO_OUTLINE_MESSAGE =
  'Document outline (e.g. TOC) is null. Make sure the PDF document has a table of contents (TOC). If not, consider the PagePdfDocumentReader or the TikaDocumentReader instead.';

/** The outline of a PDF as a tree of paragraphs (Spring's `ParagraphManager`). */
export class ParagraphManager {
  private constructor(private readonly rootParagraph: Paragraph) {}

  /** The paragraphs of the document's outline; rejects with Spring's `IllegalArgumentException` when there is none. */
  static async of(document: PdfJsDocument): Promise<ParagraphManager> {
    const outline = await document.getOutline();
    if (outline === null || outline === undefined) throw new IllegalArgumentException(NO_OUTLINE_MESSAGE);
    const root: Paragraph = { parent: undefined, title: 'root', level: -1, startPageNumber: 1, endPageNumber: document.numPages, position: 0, children: [] };
    await generateParagraphs(document, root, outline, 0);
    return new ParagraphManager(root);
  }

  /** Every paragraph in outline order (depth first), the root left out. */
  flatten(): Paragraph[] {
    const paragraphs: Paragraph[] = [];
    const visit = (current: Paragraph): void => {
      paragraphs.push(current);
      current.children.forEach(visit);
    };
    this.rootParagraph.children.forEach(visit);
    return paragraphs;
  }
}

async function generateParagraphs(document: PdfJsDocument, parent: Paragraph, items: readonly PdfJsOutlineItem[], level: number): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    const current = items[i]!;
    const pageNumber = await getPageNumber(document, current);
    let nextSiblingNumber = await getPageNumber(document, items[i + 1]);
    if (nextSiblingNumber < 0) nextSiblingNumber = await getPageNumber(document, current.items.at(-1));
    const destination = await resolveDestination(document, current);
    const position = destination !== undefined && isXyz(destination) ? top(destination) : 0;
    const paragraph: Paragraph = { parent, title: current.title, level, startPageNumber: pageNumber, endPageNumber: nextSiblingNumber, position, children: [] };
    parent.children.push(paragraph);
    await generateParagraphs(document, paragraph, current.items, level + 1);
  }
}

async function resolveDestination(document: PdfJsDocument, item: PdfJsOutlineItem): Promise<readonly unknown[] | undefined> {
  if (typeof item.dest === 'string') return (await document.getDestination(item.dest).catch(() => null)) ?? undefined;
  return Array.isArray(item.dest) ? item.dest : undefined;
}

function isXyz(destination: readonly unknown[]): boolean {
  return (destination[1] as { name?: unknown } | undefined)?.name === 'XYZ';
}

/** PDFBox's `PDPageXYZDestination.getTop()`: the integer top, or -1 when it is not a number. */
function top(destination: readonly unknown[]): number {
  const value = destination[3];
  return typeof value === 'number' ? Math.trunc(value) : -1;
}

async function getPageNumber(document: PdfJsDocument, item: PdfJsOutlineItem | undefined): Promise<number> {
  if (item === undefined) return -1;
  const destination = await resolveDestination(document, item);
  const target = destination?.[0];
  try {
    if (typeof target === 'object' && target !== null) return (await document.getPageIndex(target as PdfJsRef)) + 1;
    if (typeof target === 'number' && target >= 0 && target < document.numPages) return target + 1;
  } catch {
    // A destination that names no page of this document.
  }
  return -1;
}
