/* spring-ai-ts, Apache-2.0. A transient MiniMax API error with its status and code. */
import { TransientAiException } from '../../../retry/TransientAiException.js';
import { withErrorDetails } from './internal/withErrorDetails.js';
import type { MiniMaxApiError } from './MiniMaxApiError.js';
import type { MiniMaxApiErrorDetails } from './MiniMaxApiErrorDetails.js';

/**
 * A transient error reported by the MiniMax API, retried by the retry templates (server errors, MiniMax rate limits).
 *
 * It is a Spring `TransientAiException`, so code written against Spring's retry semantics keeps working,
 * and it carries the details of {@link MiniMaxApiError}.
 *
 * @remarks An addition (docs/migration/minimax.md, "HTTP errors").
 * @category Errors
 */
export class MiniMaxTransientApiException extends withErrorDetails(TransientAiException) {
  /**
   * @param message - the message
   * @param details - status, MiniMax code and message, `Retry-After`
   * @param cause - the original error
   */
  constructor(message: string, details: MiniMaxApiErrorDetails, cause?: unknown) {
    super(message, cause);
    this._details = { ...details };
  }
}
