/* Ported from Spring AI MiniMaxApi.ChatCompletion.BaseResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * MiniMax's own status (`base_resp`): `status_code` 0 is success, anything else an error
 * reported inside an HTTP 200 (e.g. 1002 rate limit, 1008 insufficient balance).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletion.BaseResponse.html
 * @category Models/MiniMax
 */
export class BaseResponse {
  /**
   * @param code - `status_code`
   * @param statusMessage - `status_msg`
   */
  constructor(
    private readonly code: number | undefined,
    private readonly statusMessage: string | undefined,
  ) {}

  /** `status_code`. */
  statusCode(): number | undefined {
    return this.code;
  }

  /** `status_msg`. */
  message(): string | undefined {
    return this.statusMessage;
  }

  /** Equal to a status with the same code and message. */
  equals(other: unknown): boolean {
    return other instanceof BaseResponse && objectsEquals(this.code, other.code) && objectsEquals(this.statusMessage, other.statusMessage);
  }

  /** A hash over code and message. */
  hashCode(): number {
    return objectsHash(this.code, this.statusMessage);
  }
}
