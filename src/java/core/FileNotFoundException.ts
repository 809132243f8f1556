/* spring-ai-ts, Apache-2.0. Counterpart of java.io.FileNotFoundException. */
import { IOException } from './IOException.js';

/**
 * Counterpart of `java.io.FileNotFoundException`: a resource that does not exist was opened
 * (`ClassPathResource.getInputStream()`, `FileSystemResource.getInputStream()`).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/io/FileNotFoundException.html
 * @category Errors
 */
export class FileNotFoundException extends IOException {}
