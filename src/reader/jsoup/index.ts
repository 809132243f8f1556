/* spring-ai-ts, Apache-2.0. Barrel of src/reader/jsoup. */
export { JsoupDocumentReader } from './JsoupDocumentReader.js';
export { JsoupDocumentReaderConfig } from './config/JsoupDocumentReaderConfig.js';
