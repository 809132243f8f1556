/* spring-ai-ts, Apache-2.0. Barrel of src/reader/markdown. */
export { MarkdownDocumentReader } from './MarkdownDocumentReader.js';
export { MarkdownDocumentReaderConfig } from './config/MarkdownDocumentReaderConfig.js';
