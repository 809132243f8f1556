/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/io. */
export { Resource } from './Resource.js';
export { InputStream } from './InputStream.js';
export { ByteArrayInputStream } from './ByteArrayInputStream.js';
export { ByteArrayResource } from './ByteArrayResource.js';
export { FileSystemResource } from './FileSystemResource.js';
export { ClassPathResource } from './ClassPathResource.js';
export { UrlResource } from './UrlResource.js';
export { ResourceLoader } from './ResourceLoader.js';
export { DefaultResourceLoader } from './DefaultResourceLoader.js';
export { PathMatchingResourcePatternResolver } from './PathMatchingResourcePatternResolver.js';
