/* spring-ai-ts, Apache-2.0. Counterpart of java.util.concurrent.TimeoutException, raised by Flux.timeout. */
import { Exception } from '../core/Exception.js';

/**
 * Counterpart of `java.util.concurrent.TimeoutException`: raised by `Flux.timeout` when no
 * element or terminal signal arrives within the window.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/concurrent/TimeoutException.html
 * @category Errors
 */
export class TimeoutException extends Exception {}
