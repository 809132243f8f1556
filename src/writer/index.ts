/* spring-ai-ts, Apache-2.0. Barrel of src/writer. */
export { FileDocumentWriter } from './FileDocumentWriter.js';
