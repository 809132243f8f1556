export { Resource } from './Resource.js';
export { ByteArrayResource } from './ByteArrayResource.js';
export { FileSystemResource } from './FileSystemResource.js';
