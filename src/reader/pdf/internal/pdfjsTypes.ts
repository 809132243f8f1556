/* spring-ai-ts, Apache-2.0. The parts of PDF.js's API (pdfjs-dist 4) the PDF readers use. */

/** A glyph of a `showText` operation, or a TJ adjustment (a number, in thousandths of the font size). */
export type PdfJsGlyph = number | { readonly unicode: string; readonly width: number; readonly isSpace: boolean; readonly originalCharCode: number } | null;

export interface PdfJsFont {
  readonly name?: string;
  readonly fontMatrix?: readonly number[];
  readonly bbox?: readonly number[];
  readonly ascent?: number;
  readonly descent?: number;
  readonly vertical?: boolean;
  readonly isType3Font?: boolean;
}

export interface PdfJsPage {
  readonly view: readonly number[];
  readonly rotate: number;
  readonly commonObjs: { get(name: string): unknown };
  getOperatorList(params: { annotationMode: number }): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  cleanup(): boolean;
}

export interface PdfJsRef {
  readonly num: number;
  readonly gen: number;
}

export interface PdfJsOutlineItem {
  readonly title: string;
  readonly dest: string | readonly unknown[] | null;
  readonly items: readonly PdfJsOutlineItem[];
}

export interface PdfJsDocument {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfJsPage>;
  getOutline(): Promise<PdfJsOutlineItem[] | null>;
  getDestination(id: string): Promise<unknown[] | null>;
  getPageIndex(ref: PdfJsRef): Promise<number>;
  destroy(): Promise<void>;
}

export interface PdfJsModule {
  readonly OPS: Readonly<Record<string, number>>;
  readonly AnnotationMode: { readonly DISABLE: number };
  getDocument(params: Record<string, unknown>): { promise: Promise<PdfJsDocument> };
}
