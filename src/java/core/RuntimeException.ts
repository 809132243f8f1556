/* spring-ai-ts, Apache-2.0. Counterpart of java.lang.RuntimeException. */
import { Exception } from './Exception.js';

/**
 * Counterpart of `java.lang.RuntimeException`, the base of the unchecked exceptions Spring AI
 * throws.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/RuntimeException.html
 * @category Errors
 */
export class RuntimeException extends Exception {}
