/* spring-ai-ts, Apache-2.0. Barrel of src/core/util. */
export { MimeType } from './MimeType.js';
export { MimeTypeUtils } from './MimeTypeUtils.js';
