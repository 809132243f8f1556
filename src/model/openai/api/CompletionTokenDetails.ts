/* Ported from Spring AI OpenAiApi.Usage.CompletionTokenDetails (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * Details of the completion tokens (`Usage.CompletionTokenDetails`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.Usage.CompletionTokenDetails.html
 * @category Models/OpenAI
 */
export class CompletionTokenDetails {
  private readonly reasoningTokens_: number | undefined;
  private readonly acceptedPredictionTokens_: number | undefined;
  private readonly audioTokens_: number | undefined;
  private readonly rejectedPredictionTokens_: number | undefined;

  /**
   * @param reasoningTokens - reasoning tokens
   * @param acceptedPredictionTokens - accepted prediction tokens
   * @param audioTokens - audio tokens
   * @param rejectedPredictionTokens - rejected prediction tokens
   */
  constructor(reasoningTokens?: number, acceptedPredictionTokens?: number, audioTokens?: number, rejectedPredictionTokens?: number) {
    this.reasoningTokens_ = reasoningTokens ?? undefined;
    this.acceptedPredictionTokens_ = acceptedPredictionTokens ?? undefined;
    this.audioTokens_ = audioTokens ?? undefined;
    this.rejectedPredictionTokens_ = rejectedPredictionTokens ?? undefined;
  }

  /** Reasoning tokens (`reasoning_tokens`). */
  reasoningTokens(): number | undefined {
    return this.reasoningTokens_;
  }

  /** Accepted prediction tokens (`accepted_prediction_tokens`). */
  acceptedPredictionTokens(): number | undefined {
    return this.acceptedPredictionTokens_;
  }

  /** Audio tokens (`audio_tokens`). */
  audioTokens(): number | undefined {
    return this.audioTokens_;
  }

  /** Rejected prediction tokens (`rejected_prediction_tokens`). */
  rejectedPredictionTokens(): number | undefined {
    return this.rejectedPredictionTokens_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof CompletionTokenDetails)) return false;
    return objectsEquals(this.reasoningTokens_, other.reasoningTokens_) && objectsEquals(this.acceptedPredictionTokens_, other.acceptedPredictionTokens_) && objectsEquals(this.audioTokens_, other.audioTokens_) && objectsEquals(this.rejectedPredictionTokens_, other.rejectedPredictionTokens_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.reasoningTokens_, this.acceptedPredictionTokens_, this.audioTokens_, this.rejectedPredictionTokens_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { reasoning_tokens: this.reasoningTokens_, accepted_prediction_tokens: this.acceptedPredictionTokens_, audio_tokens: this.audioTokens_, rejected_prediction_tokens: this.rejectedPredictionTokens_ };
  }
}
