/* spring-ai-ts, Apache-2.0. Barrel of src/reader/pdf. */
export { PagePdfDocumentReader } from './PagePdfDocumentReader.js';
export { ParagraphPdfDocumentReader } from './ParagraphPdfDocumentReader.js';
export { PdfDocumentReaderConfig } from './config/PdfDocumentReaderConfig.js';
