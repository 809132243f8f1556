/* spring-ai-ts, Apache-2.0. The names of the scripted MiniMax HTTP error presets. */

/**
 * The name of one of the {@link MiniMaxHttpErrors} presets, e.g. `rate-limit`.
 *
 * @category Testing
 */
export type MiniMaxHttpErrorName =
  | 'auth'
  | 'invalid-api-key'
  | 'bad-request'
  | 'rate-limit'
  | 'insufficient-balance'
  | 'insufficient-balance-402'
  | 'system-error'
  | 'unknown-error'
  | 'service-unavailable';
