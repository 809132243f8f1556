/* spring-ai-ts, Apache-2.0. What a provider on the OpenAI-compatible base supplies: its name and its typed errors. */

/** Why a stream did not complete. */
export type StreamFailureReason = 'truncated' | 'first-token-timeout' | 'idle-timeout';

/**
 * The provider's side of the OpenAI-compatible base: the name its messages use and the typed
 * exceptions its failures become. Everything else (sending, SSE, timeouts, aborts, tool-call
 * merging, redaction) is the base's.
 *
 * Each error must be a `TransientAiException` when the same request may succeed when sent again
 * and a `NonTransientAiException` otherwise: the chat models' retry templates decide by that.
 */
export interface OpenAiCompatibleProvider {
  /** The name in messages, e.g. `"MiniMax"` (`"The MiniMax request was aborted"`). */
  readonly name: string;
  /**
   * An HTTP error response.
   *
   * @param status - the HTTP status
   * @param body - the response body as text (`""` when unreadable)
   * @param headers - the response headers (`Retry-After`, say)
   * @param cause - the `openai` client's error
   */
  httpError(status: number, body: string, headers: Headers | undefined, cause: unknown): Error;
  /**
   * No connection could be opened within the connect timeout.
   *
   * @param host - the host and port that did not answer
   * @param timeoutMillis - the connect timeout that ran out
   * @param cause - the transport's error
   */
  connectTimeoutError(host: string, timeoutMillis: number, cause: unknown): Error;
  /** A stream that broke off before its finish reason or went silent past a timeout. */
  streamError(message: string, reason: StreamFailureReason, cause?: unknown): Error;
}
