/* Ported from Spring AI OpenAiApi.LogProbs (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { LogProbsContent } from './LogProbsContent.js';

/**
 * The log probabilities of a choice.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.LogProbs.html
 * @category Models/OpenAI
 */
export class LogProbs {
  /** Java's nested record `LogProbs.Content`. */
  static readonly Content = LogProbsContent;

  private readonly content_: LogProbsContent[] | undefined;
  private readonly refusal_: LogProbsContent[] | undefined;

  /**
   * @param content - the content tokens
   * @param refusal - the refusal tokens
   */
  constructor(content?: LogProbsContent[], refusal?: LogProbsContent[]) {
    this.content_ = content ?? undefined;
    this.refusal_ = refusal ?? undefined;
  }

  /** The content tokens (`content`). */
  content(): LogProbsContent[] | undefined {
    return this.content_;
  }

  /** The refusal tokens (`refusal`). */
  refusal(): LogProbsContent[] | undefined {
    return this.refusal_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof LogProbs)) return false;
    return objectsEquals(this.content_, other.content_) && objectsEquals(this.refusal_, other.refusal_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.content_, this.refusal_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { content: this.content_, refusal: this.refusal_ };
  }
}
