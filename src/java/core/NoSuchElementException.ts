/* spring-ai-ts, Apache-2.0. Counterpart of java.util.NoSuchElementException. */
import { RuntimeException } from './RuntimeException.js';

/**
 * Counterpart of `java.util.NoSuchElementException`: an operation expected an element (or a context
 * key) that is not there, for example `last()` on an empty `Flux`, `Context.get(key)` for a missing
 * key or `Collections.max` of an empty list.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/NoSuchElementException.html
 * @category Errors
 */
export class NoSuchElementException extends RuntimeException {}
