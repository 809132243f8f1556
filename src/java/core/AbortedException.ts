/* spring-ai-ts, Apache-2.0. No Java counterpart: the typed outcome of an aborted call or stream. */
import { RuntimeException } from './RuntimeException.js';

/**
 * Thrown (or ends a stream) when the caller's `AbortSignal` aborts a chat client call, a model
 * request or a tool execution.
 *
 * @remarks
 * Spring AI has no cancellation for blocking calls; this is an addition. The signal's `reason`
 * is kept as the `cause`.
 *
 * @category Errors
 */
export class AbortedException extends RuntimeException {
  /** Creates the exception for an aborted `signal`, keeping its reason as the cause. */
  static from(signal: AbortSignal, what = 'The operation'): AbortedException {
    return new AbortedException(`${what} was aborted`, signal.reason);
  }
}
