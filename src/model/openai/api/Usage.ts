/* Ported from Spring AI OpenAiApi.Usage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { CompletionTokenDetails } from './CompletionTokenDetails.js';
import { PromptTokensDetails } from './PromptTokensDetails.js';

/**
 * The token usage of a request.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.Usage.html
 * @category Models/OpenAI
 */
export class Usage {
  /** Java's nested record `Usage.PromptTokensDetails`. */
  static readonly PromptTokensDetails = PromptTokensDetails;
  /** Java's nested record `Usage.CompletionTokenDetails`. */
  static readonly CompletionTokenDetails = CompletionTokenDetails;

  private readonly completionTokens_: number | undefined;
  private readonly promptTokens_: number | undefined;
  private readonly totalTokens_: number | undefined;
  private readonly promptTokensDetails_: PromptTokensDetails | undefined;
  private readonly completionTokenDetails_: CompletionTokenDetails | undefined;

  /**
   * @param completionTokens - tokens generated
   * @param promptTokens - tokens in the prompt
   * @param totalTokens - both
   * @param promptTokensDetails - prompt token details
   * @param completionTokenDetails - completion token details
   */
  constructor(completionTokens?: number, promptTokens?: number, totalTokens?: number, promptTokensDetails?: PromptTokensDetails, completionTokenDetails?: CompletionTokenDetails) {
    this.completionTokens_ = completionTokens ?? undefined;
    this.promptTokens_ = promptTokens ?? undefined;
    this.totalTokens_ = totalTokens ?? undefined;
    this.promptTokensDetails_ = promptTokensDetails ?? undefined;
    this.completionTokenDetails_ = completionTokenDetails ?? undefined;
  }

  /** Tokens generated (`completion_tokens`). */
  completionTokens(): number | undefined {
    return this.completionTokens_;
  }

  /** Tokens in the prompt (`prompt_tokens`). */
  promptTokens(): number | undefined {
    return this.promptTokens_;
  }

  /** Both (`total_tokens`). */
  totalTokens(): number | undefined {
    return this.totalTokens_;
  }

  /** Prompt token details (`prompt_tokens_details`). */
  promptTokensDetails(): PromptTokensDetails | undefined {
    return this.promptTokensDetails_;
  }

  /** Completion token details (`completion_tokens_details`). */
  completionTokenDetails(): CompletionTokenDetails | undefined {
    return this.completionTokenDetails_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof Usage)) return false;
    return objectsEquals(this.completionTokens_, other.completionTokens_) && objectsEquals(this.promptTokens_, other.promptTokens_) && objectsEquals(this.totalTokens_, other.totalTokens_) && objectsEquals(this.promptTokensDetails_, other.promptTokensDetails_) && objectsEquals(this.completionTokenDetails_, other.completionTokenDetails_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.completionTokens_, this.promptTokens_, this.totalTokens_, this.promptTokensDetails_, this.completionTokenDetails_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { completion_tokens: this.completionTokens_, prompt_tokens: this.promptTokens_, total_tokens: this.totalTokens_, prompt_tokens_details: this.promptTokensDetails_, completion_tokens_details: this.completionTokenDetails_ };
  }
}
