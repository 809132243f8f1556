/* spring-ai-ts, Apache-2.0. A MiniMax stream that broke off or went silent. */
import { TransientAiException } from '../../../retry/TransientAiException.js';

/**
 * A MiniMax stream that did not complete: it was cut before a `finish_reason` (`getReason()`
 * `'truncated'`), or no event arrived within the first-token or idle timeout (`'first-token-timeout'`,
 * `'idle-timeout'`). Transient: the same request may succeed when sent again.
 *
 * @remarks An addition (docs/migration/minimax.md, "Stream").
 * @category Errors
 */
export class MiniMaxStreamException extends TransientAiException {
  /**
   * @param message - the message
   * @param reason - what went wrong
   * @param cause - the underlying error, if any
   */
  constructor(
    message: string,
    private readonly reason: 'truncated' | 'first-token-timeout' | 'idle-timeout',
    cause?: unknown,
  ) {
    super(message, cause);
  }

  /** What went wrong. */
  getReason(): 'truncated' | 'first-token-timeout' | 'idle-timeout' {
    return this.reason;
  }
}
