/* spring-ai-ts, Apache-2.0. Counterpart of java.lang.IllegalArgumentException. */
import { RuntimeException } from './RuntimeException.js';

/**
 * Counterpart of `java.lang.IllegalArgumentException`, thrown with Spring AI's exact message text.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/IllegalArgumentException.html
 * @category Errors
 */
export class IllegalArgumentException extends RuntimeException {}
