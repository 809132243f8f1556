/* spring-ai-ts, Apache-2.0. A non-transient MiniMax API error with its status and code. */
import { NonTransientAiException } from '../../../retry/NonTransientAiException.js';
import { withErrorDetails } from './internal/withErrorDetails.js';
import type { MiniMaxApiError } from './MiniMaxApiError.js';
import type { MiniMaxApiErrorDetails } from './MiniMaxApiErrorDetails.js';

/**
 * A non-transient error reported by the MiniMax API, not retried by the retry templates (bad request, bad or wrong-region key, insufficient balance, sensitive content).
 *
 * It is a Spring `NonTransientAiException`, so code written against Spring's retry semantics keeps working,
 * and it carries the details of {@link MiniMaxApiError}.
 *
 * @remarks An addition (docs/migration/minimax.md, "HTTP errors").
 * @category Errors
 */
export class MiniMaxApiException extends withErrorDetails(NonTransientAiException) {
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
