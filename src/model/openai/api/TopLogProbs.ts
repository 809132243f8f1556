/* Ported from Spring AI OpenAiApi.LogProbs.Content.TopLogProbs (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * One of the most likely tokens at a position (`Content.TopLogProbs`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.LogProbs.Content.TopLogProbs.html
 * @category Models/OpenAI
 */
export class TopLogProbs {
  private readonly token_: string | undefined;
  private readonly logprob_: number | undefined;
  private readonly probBytes_: number[] | undefined;

  /**
   * @param token - the token
   * @param logprob - its log probability
   * @param probBytes - its UTF-8 bytes
   */
  constructor(token?: string, logprob?: number, probBytes?: number[]) {
    this.token_ = token ?? undefined;
    this.logprob_ = logprob ?? undefined;
    this.probBytes_ = probBytes ?? undefined;
  }

  /** The token (`token`). */
  token(): string | undefined {
    return this.token_;
  }

  /** Its log probability (`logprob`). */
  logprob(): number | undefined {
    return this.logprob_;
  }

  /** Its UTF-8 bytes (`bytes`). */
  probBytes(): number[] | undefined {
    return this.probBytes_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof TopLogProbs)) return false;
    return objectsEquals(this.token_, other.token_) && objectsEquals(this.logprob_, other.logprob_) && objectsEquals(this.probBytes_, other.probBytes_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.token_, this.logprob_, this.probBytes_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { token: this.token_, logprob: this.logprob_, bytes: this.probBytes_ };
  }
}
