/* spring-ai-ts, Apache-2.0. Counterpart of java.io.IOException. */
import { Exception } from './Exception.js';

/**
 * Counterpart of `java.io.IOException`: the cause of the `RuntimeException` a failed file read
 * or write rejects with (`SimpleVectorStore.save`/`load`, the document readers).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/io/IOException.html
 * @category Errors
 */
export class IOException extends Exception {}
