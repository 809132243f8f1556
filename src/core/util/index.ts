export { MimeType } from './MimeType.js';
export { MimeTypeUtils } from './MimeTypeUtils.js';
