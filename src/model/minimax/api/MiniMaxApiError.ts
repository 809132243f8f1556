/* spring-ai-ts, Apache-2.0. What every typed MiniMax API error carries. */
import type { Duration } from '../../../java/core/time/Duration.js';

/**
 * The details a MiniMax API error carries, whichever base class it has: the HTTP status, the
 * MiniMax status code (from `base_resp.status_code` or the `(NNNN)` suffix of a gateway message)
 * and the server's `Retry-After`.
 *
 * Implemented by {@link MiniMaxApiException} (a `NonTransientAiException`) and
 * {@link MiniMaxTransientApiException} (a `TransientAiException`); test with
 * `MiniMaxApiError.isInstance(error)`.
 *
 * @category Models/MiniMax
 */
export interface MiniMaxApiError {
  /** The HTTP status (200 for an error reported in `base_resp` or inside a stream). */
  getStatusCode(): number;
  /** MiniMax's numeric status code (e.g. 1002, 1004, 1008, 2013), when known. */
  getCode(): number | undefined;
  /** MiniMax's status message (without the code suffix). */
  getStatusMessage(): string | undefined;
  /** How long the server asked to wait before retrying (`Retry-After`), when it did. */
  getRetryAfter(): Duration | undefined;
}

/**
 * The `isInstance` check of {@link MiniMaxApiError}.
 *
 * @category Models/MiniMax
 */
export const MiniMaxApiError = {
  /** True for errors that carry the MiniMax details. */
  isInstance(value: unknown): value is MiniMaxApiError {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Partial<MiniMaxApiError>).getCode === 'function' &&
      typeof (value as Partial<MiniMaxApiError>).getStatusCode === 'function' &&
      typeof (value as Partial<MiniMaxApiError>).getRetryAfter === 'function'
    );
  },
} as const;
