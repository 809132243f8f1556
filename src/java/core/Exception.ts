/* spring-ai-ts, Apache-2.0. Counterpart of java.lang.Exception. */
import { SpringAiError } from './SpringAiError.js';

/**
 * Counterpart of `java.lang.Exception`, so translated `catch (Exception e)` and
 * `extends Exception` code keeps its shape.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/Exception.html
 * @category Errors
 */
export class Exception extends SpringAiError {
  /** @param message - the detail message; `cause` is the wrapped error, if any. */
  constructor(message?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
  }
}
