/* Ported from Spring AI OpenAiApi.LogProbs.Content (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { TopLogProbs } from './TopLogProbs.js';

/**
 * The log probability of one output token (`LogProbs.Content`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.LogProbs.Content.html
 * @category Models/OpenAI
 */
export class LogProbsContent {
  /** Java's nested record `Content.TopLogProbs`. */
  static readonly TopLogProbs = TopLogProbs;

  private readonly token_: string | undefined;
  private readonly logprob_: number | undefined;
  private readonly probBytes_: number[] | undefined;
  private readonly topLogprobs_: TopLogProbs[] | undefined;

  /**
   * @param token - the token
   * @param logprob - its log probability
   * @param probBytes - its UTF-8 bytes
   * @param topLogprobs - the most likely tokens at this position
   */
  constructor(token?: string, logprob?: number, probBytes?: number[], topLogprobs?: TopLogProbs[]) {
    this.token_ = token ?? undefined;
    this.logprob_ = logprob ?? undefined;
    this.probBytes_ = probBytes ?? undefined;
    this.topLogprobs_ = topLogprobs ?? undefined;
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

  /** The most likely tokens at this position (`top_logprobs`). */
  topLogprobs(): TopLogProbs[] | undefined {
    return this.topLogprobs_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof LogProbsContent)) return false;
    return objectsEquals(this.token_, other.token_) && objectsEquals(this.logprob_, other.logprob_) && objectsEquals(this.probBytes_, other.probBytes_) && objectsEquals(this.topLogprobs_, other.topLogprobs_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.token_, this.logprob_, this.probBytes_, this.topLogprobs_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { token: this.token_, logprob: this.logprob_, bytes: this.probBytes_, top_logprobs: this.topLogprobs_ };
  }
}
