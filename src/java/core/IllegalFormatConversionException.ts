/* spring-ai-ts, Apache-2.0. Counterpart of java.util.IllegalFormatConversionException. */
import { IllegalFormatException } from './IllegalFormatException.js';

/**
 * Counterpart of `java.util.IllegalFormatConversionException`, thrown by `Strings.format` as `String.format` throws it.
 * An argument of the wrong kind for its conversion: `d != java.lang.String`.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/IllegalFormatConversionException.html
 * @category Errors
 */
export class IllegalFormatConversionException extends IllegalFormatException {}
