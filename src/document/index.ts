/* spring-ai-ts, Apache-2.0. Barrel of src/document. */
export { Document } from './Document.js';
export { DocumentMetadata } from './DocumentMetadata.js';
export { MetadataMode } from './MetadataMode.js';
export type { ContentFormatter } from './ContentFormatter.js';
export { DefaultContentFormatter } from './DefaultContentFormatter.js';
export { DocumentReader } from './DocumentReader.js';
export { DocumentWriter } from './DocumentWriter.js';
export { DocumentTransformer } from './DocumentTransformer.js';
export * from './id/index.js';
