/* spring-ai-ts, Apache-2.0. Counterpart of java.util.MissingFormatArgumentException. */
import { IllegalFormatException } from './IllegalFormatException.js';

/**
 * Counterpart of `java.util.MissingFormatArgumentException`, thrown by `Strings.format` as `String.format` throws it.
 * A format specifier has no argument: `Format specifier '%s'`.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/MissingFormatArgumentException.html
 * @category Errors
 */
export class MissingFormatArgumentException extends IllegalFormatException {}
