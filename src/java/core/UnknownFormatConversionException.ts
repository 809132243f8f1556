/* spring-ai-ts, Apache-2.0. Counterpart of java.util.UnknownFormatConversionException. */
import { IllegalFormatException } from './IllegalFormatException.js';

/**
 * Counterpart of `java.util.UnknownFormatConversionException`, thrown by `Strings.format` as `String.format` throws it.
 * An unknown conversion: `Conversion = 'q'`.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/UnknownFormatConversionException.html
 * @category Errors
 */
export class UnknownFormatConversionException extends IllegalFormatException {}
