/* spring-ai-ts, Apache-2.0. The `base_resp` status object MiniMax puts in bodies and events. */

/**
 * MiniMax's `base_resp` status object; `status_code` 0 means success.
 *
 * @category Testing
 */
export interface MiniMaxBaseResp {
  /** The MiniMax status code, e.g. 1008 (insufficient balance) or 1027 (sensitive output). */
  status_code: number;
  /** The status message, e.g. `insufficient balance`. */
  status_msg: string;
}
