/* spring-ai-ts, Apache-2.0. The MiniMax host did not accept a connection in time. */
import { TransientAiException } from '../../../retry/TransientAiException.js';

/**
 * No connection to the MiniMax host could be opened within the client's connect timeout
 * (`MiniMaxApiOptions.connectTimeout`, default 10 s): the host is unreachable, drops the
 * connection attempts, or its accept queue is full. Transient, so the retry templates try again.
 *
 * The message names the host and the timeout, never the API key:
 * `"Could not connect to MiniMax at api.minimax.io:443 within 10000 ms (connect timeout)"`.
 *
 * @remarks An addition (docs/migration/minimax.md, "Connect timeout").
 * @category Errors
 */
export class MiniMaxConnectTimeoutException extends TransientAiException {
  /**
   * @param host - the host and port that did not answer (`api.minimax.io:443`)
   * @param timeoutMillis - the connect timeout that ran out, in milliseconds
   * @param cause - the transport's error
   */
  constructor(
    private readonly host: string,
    private readonly timeoutMillis: number,
    cause?: unknown,
  ) {
    super(`Could not connect to MiniMax at ${host} within ${timeoutMillis} ms (connect timeout)`, cause);
  }

  /** The host and port that did not answer. */
  getHost(): string {
    return this.host;
  }

  /** The connect timeout that ran out, in milliseconds. */
  getTimeoutMillis(): number {
    return this.timeoutMillis;
  }
}
