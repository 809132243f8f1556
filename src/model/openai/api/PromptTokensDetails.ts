/* Ported from Spring AI OpenAiApi.Usage.PromptTokensDetails (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * Details of the prompt tokens (`Usage.PromptTokensDetails`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.Usage.PromptTokensDetails.html
 * @category Models/OpenAI
 */
export class PromptTokensDetails {
  private readonly audioTokens_: number | undefined;
  private readonly cachedTokens_: number | undefined;

  /**
   * @param audioTokens - audio tokens
   * @param cachedTokens - cached tokens
   */
  constructor(audioTokens?: number, cachedTokens?: number) {
    this.audioTokens_ = audioTokens ?? undefined;
    this.cachedTokens_ = cachedTokens ?? undefined;
  }

  /** Audio tokens (`audio_tokens`). */
  audioTokens(): number | undefined {
    return this.audioTokens_;
  }

  /** Cached tokens (`cached_tokens`). */
  cachedTokens(): number | undefined {
    return this.cachedTokens_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof PromptTokensDetails)) return false;
    return objectsEquals(this.audioTokens_, other.audioTokens_) && objectsEquals(this.cachedTokens_, other.cachedTokens_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.audioTokens_, this.cachedTokens_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { audio_tokens: this.audioTokens_, cached_tokens: this.cachedTokens_ };
  }
}
