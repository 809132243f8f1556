/* spring-ai-ts, Apache-2.0. The HTTP errors MiniMax has been seen to send, ready to script. */
import type { MiniMaxHttpErrorName } from './MiniMaxHttpErrorName.js';
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';

/**
 * Named HTTP errors as the real service sends them, for
 * {@link MiniMaxScenarios.httpError}. The `rate_limit_error` type name of 1002 is assumed; the
 * others were observed.
 *
 * @category Testing
 */
export const MiniMaxHttpErrors: Readonly<Record<MiniMaxHttpErrorName, Readonly<MiniMaxScenarioHttpError>>> = {
  /** 401, 1004: missing or rejected key. */
  'auth': {
    status: 401, code: 1004, type: 'authorized_error',
    message: "login fail: Please carry the API secret key in the 'Authorization' field of the request header",
  },
  /** 401, 2049: unknown key (or a key of another region). */
  'invalid-api-key': { status: 401, code: 2049, type: 'authorized_error', message: 'invalid api key' },
  /** 400, 2013: invalid parameters. */
  'bad-request': { status: 400, code: 2013, type: 'bad_request_error', message: 'invalid params' },
  /** 429, 1002: rate limited (retryable), with `Retry-After: 1`. */
  'rate-limit': { status: 429, code: 1002, type: 'rate_limit_error', message: 'rate limit exceeded', retryAfter: 1 },
  /** 429, 1008: insufficient balance (not retryable, although HTTP 429). */
  'insufficient-balance': {
    status: 429, code: 1008, type: 'insufficient_balance_error', message: 'insufficient balance',
  },
  /** 402, 1008: insufficient balance. */
  'insufficient-balance-402': {
    status: 402, code: 1008, type: 'insufficient_balance_error', message: 'insufficient balance',
  },
  /** 500, 1033: system error (retryable). */
  'system-error': { status: 500, code: 1033, type: 'api_error', message: 'system error' },
  /** 500, 1000: unknown error (retryable). */
  'unknown-error': { status: 500, code: 1000, type: 'api_error', message: 'unknown error' },
  /** 503, 1013: internal service error (retryable). */
  'service-unavailable': { status: 503, code: 1013, type: 'api_error', message: 'internal service error' },
};

