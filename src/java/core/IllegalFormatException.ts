/* spring-ai-ts, Apache-2.0. Counterpart of java.util.IllegalFormatException. */
import { IllegalArgumentException } from './IllegalArgumentException.js';

/**
 * Counterpart of `java.util.IllegalFormatException`, thrown by `Strings.format` as `String.format` throws it.
 * Unchecked exception thrown when a format string contains an illegal syntax or a format specifier that is incompatible with the given arguments (the parent of the other format exceptions).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/IllegalFormatException.html
 * @category Errors
 */
export class IllegalFormatException extends IllegalArgumentException {}
