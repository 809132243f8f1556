/* Ported from Spring AI MiniMaxApi.Usage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * Token counts of one completion (Java's `MiniMaxApi.Usage`).
 *
 * @remarks The 4th field, `reasoningTokens` (`completion_tokens_details.reasoning_tokens`),
 * is an addition.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.Usage.html
 * @category Models/MiniMax
 */
export class ChatCompletionUsage {
  /**
   * @param completion - `completion_tokens`
   * @param prompt - `prompt_tokens`
   * @param total - `total_tokens`
   * @param reasoning - `completion_tokens_details.reasoning_tokens`
   */
  constructor(
    private readonly completion: number | undefined,
    private readonly prompt: number | undefined,
    private readonly total: number | undefined,
    private readonly reasoning?: number,
  ) {}

  /** `completion_tokens`. */
  completionTokens(): number | undefined {
    return this.completion;
  }

  /** `prompt_tokens`. */
  promptTokens(): number | undefined {
    return this.prompt;
  }

  /** `total_tokens`. */
  totalTokens(): number | undefined {
    return this.total;
  }

  /** `completion_tokens_details.reasoning_tokens` (an addition). */
  reasoningTokens(): number | undefined {
    return this.reasoning;
  }

  /** Equal to a usage with the same counts. */
  equals(other: unknown): boolean {
    return (
      other instanceof ChatCompletionUsage &&
      objectsEquals(this.completion, other.completion) &&
      objectsEquals(this.prompt, other.prompt) &&
      objectsEquals(this.total, other.total) &&
      objectsEquals(this.reasoning, other.reasoning)
    );
  }

  /** A hash over the counts. */
  hashCode(): number {
    return objectsHash(this.completion, this.prompt, this.total, this.reasoning);
  }
}
