/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/io. */
export { Resource } from './Resource.js';
export { ByteArrayResource } from './ByteArrayResource.js';
export { FileSystemResource } from './FileSystemResource.js';
