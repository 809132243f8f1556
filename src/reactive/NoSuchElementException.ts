/* spring-ai-ts, Apache-2.0. Counterpart of java.util.NoSuchElementException, raised by Flux operators. */
import { RuntimeException } from '../core/RuntimeException.js';

/**
 * Counterpart of `java.util.NoSuchElementException`: a {@link Flux} operator expected an element
 * (or a context key) that is not there, for example `last()` on an empty `Flux` or
 * `Context.get(key)` for a missing key.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/NoSuchElementException.html
 * @category Errors
 */
export class NoSuchElementException extends RuntimeException {}
