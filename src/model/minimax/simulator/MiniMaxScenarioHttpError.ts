/* spring-ai-ts, Apache-2.0. An error response the simulator sends instead of a completion. */

/**
 * An HTTP error the simulator answers with, in one of the two body styles MiniMax uses.
 *
 * - `gateway` (default): `{"type":"error","error":{"type":…,"message":"<message> (<code>)",
 *   "http_code":"<status>"},"request_id":…}`, the MiniMax code only as the message suffix.
 * - `base_resp`: `{"base_resp":{"status_code":<code>,"status_msg":<message>}}`.
 *
 * @category Testing
 */
export interface MiniMaxScenarioHttpError {
  /** The HTTP status, e.g. 400, 401, 402, 429, 500, 503. */
  status: number;
  /** The MiniMax status code, e.g. 1002, 1004, 1008, 2013. */
  code: number;
  /** The message without the `(code)` suffix, e.g. `insufficient balance`. */
  message: string;
  /** `error.type` in the gateway style, e.g. `rate_limit_error`; default `api_error`. */
  type?: string;
  /** The body style; default `gateway`. */
  style?: 'gateway' | 'base_resp' | 'openai';
  /**
   * Append the request's headers, `Authorization` included and unredacted, to the message, as a
   * careless server does (tests that the client keeps the key out of its errors).
   */
  echoRequestHeaders?: boolean;
  /** A `Retry-After` header value (seconds, or an HTTP date). */
  retryAfter?: number | string;
}
