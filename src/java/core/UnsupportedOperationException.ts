/* spring-ai-ts, Apache-2.0. Counterpart of java.lang.UnsupportedOperationException. */
import { RuntimeException } from './RuntimeException.js';

/**
 * Counterpart of `java.lang.UnsupportedOperationException`, thrown with Spring AI's exact message text.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/UnsupportedOperationException.html
 * @category Errors
 */
export class UnsupportedOperationException extends RuntimeException {}
