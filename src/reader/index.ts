/* spring-ai-ts, Apache-2.0. Barrel of src/reader. */
export { TextReader } from './TextReader.js';
export { JsonReader } from './JsonReader.js';
export type { JsonMetadataGenerator } from './JsonMetadataGenerator.js';
export { EmptyJsonMetadataGenerator } from './EmptyJsonMetadataGenerator.js';
export { ExtractedTextFormatter } from './ExtractedTextFormatter.js';
export { MissingPeerDependencyException } from './MissingPeerDependencyException.js';
export * from './markdown/index.js';
export * from './jsoup/index.js';
export * from './pdf/index.js';
