/* Ported from Spring AI MiniMaxApi.ChatCompletionRequest.ResponseFormat (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * The requested output format (`response_format`), e.g. `text` or `json_object`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionRequest.ResponseFormat.html
 * @category Models/MiniMax
 */
export class ResponseFormat {
  /** @param formatType - the format type */
  constructor(private readonly formatType: string | undefined) {}

  /** The format type. */
  type(): string | undefined {
    return this.formatType;
  }

  /** Equal to a format of the same type. */
  equals(other: unknown): boolean {
    return other instanceof ResponseFormat && objectsEquals(this.formatType, other.formatType);
  }

  /** A hash over the type. */
  hashCode(): number {
    return objectsHash(this.formatType);
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    return this.formatType === undefined ? {} : { type: this.formatType };
  }
}
