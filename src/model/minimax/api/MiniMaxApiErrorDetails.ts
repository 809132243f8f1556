/* spring-ai-ts, Apache-2.0. The fields of a typed MiniMax API error. */
import type { Duration } from '../../../java/core/time/Duration.js';

/**
 * The constructor argument of {@link MiniMaxApiException} and {@link MiniMaxTransientApiException}.
 *
 * @category Models/MiniMax
 */
export interface MiniMaxApiErrorDetails {
  /** The HTTP status (200 for `base_resp` errors). */
  statusCode: number;
  /** MiniMax's status code. */
  code?: number | undefined;
  /** MiniMax's status message. */
  statusMessage?: string | undefined;
  /** The server's `Retry-After`. */
  retryAfter?: Duration | undefined;
}
