/* spring-ai-ts, Apache-2.0. Internal: what the two MiniMax API exceptions share, on either Spring base class. */
import type { Duration } from '../../../../java/core/time/Duration.js';
import type { MiniMaxApiError } from '../MiniMaxApiError.js';
import type { MiniMaxApiErrorDetails } from '../MiniMaxApiErrorDetails.js';

/** A Spring AI exception class (`TransientAiException`, `NonTransientAiException`). */
// (A mixin's base class must take any arguments.)
type ExceptionClass = new (...args: any[]) => Error;

/**
 * `Base` with the {@link MiniMaxApiError} getters over a `_details` field: one copy for the
 * transient and the non-transient MiniMax exception, whose Spring base classes differ.
 */
export function withErrorDetails<T extends ExceptionClass>(Base: T) {
  return class extends Base implements MiniMaxApiError {
    /** @internal Set by the subclass's constructor (an own field, so errors are redacted with it). */
    declare _details: MiniMaxApiErrorDetails;

    /** The HTTP status (200 for `base_resp` errors). */
    getStatusCode(): number {
      return this._details.statusCode;
    }

    /** MiniMax's status code, when known. */
    getCode(): number | undefined {
      return this._details.code;
    }

    /** MiniMax's status message. */
    getStatusMessage(): string | undefined {
      return this._details.statusMessage;
    }

    /** The server's `Retry-After`, when given. */
    getRetryAfter(): Duration | undefined {
      return this._details.retryAfter;
    }
  };
}
