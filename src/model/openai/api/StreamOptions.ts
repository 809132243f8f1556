/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.StreamOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * Stream options (`stream_options`): `include_usage` asks for a last chunk with the usage.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.StreamOptions.html
 * @category Models/OpenAI
 */
export class StreamOptions {
  private readonly includeUsage_: boolean | undefined;

  /**
   * @param includeUsage - whether the stream ends with a usage chunk
   */
  constructor(includeUsage?: boolean) {
    this.includeUsage_ = includeUsage ?? undefined;
  }

  /** Whether the stream ends with a usage chunk (`include_usage`). */
  includeUsage(): boolean | undefined {
    return this.includeUsage_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof StreamOptions)) return false;
    return objectsEquals(this.includeUsage_, other.includeUsage_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.includeUsage_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { include_usage: this.includeUsage_ };
  }

  /** `{include_usage: true}`. */
  static readonly INCLUDE_USAGE: StreamOptions = new StreamOptions(true);
}
