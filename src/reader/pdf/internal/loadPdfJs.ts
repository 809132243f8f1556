/* spring-ai-ts, Apache-2.0. Loads PDF.js (an optional peer) and opens a PDF with it. */
import { loadOptionalPeer } from '../../internal/optionalPeer.js';
import type { PdfJsDocument, PdfJsModule } from './pdfjsTypes.js';

const PACKAGE = 'pdfjs-dist';

/** PDF.js's legacy build (the one for Node), with its worker running in this thread. */
export async function loadPdfJs(usedBy: string): Promise<PdfJsModule> {
  const pdfjs = await loadOptionalPeer<PdfJsModule>(PACKAGE, 'pdfjs-dist/legacy/build/pdf.mjs', usedBy);
  const global = globalThis as { pdfjsWorker?: unknown };
  // PDF.js runs its worker in this thread when the worker module is on `globalThis.pdfjsWorker`.
  global.pdfjsWorker ??= await loadOptionalPeer<unknown>(PACKAGE, 'pdfjs-dist/legacy/build/pdf.worker.mjs', usedBy);
  return pdfjs;
}

/** Opens the PDF in `data` (PDF.js takes ownership of the buffer). */
export function openPdf(pdfjs: PdfJsModule, data: Uint8Array): Promise<PdfJsDocument> {
  return pdfjs.getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
}
