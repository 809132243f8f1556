/* Ported from Spring AI OpenAiApi.ChatCompletionChunk.ChunkChoice (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import type { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { LogProbs } from './LogProbs.js';

/**
 * One choice of a streamed chunk.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionChunk.ChunkChoice.html
 * @category Models/OpenAI
 */
export class ChunkChoice {
  private readonly finishReason_: ChatCompletionFinishReason | undefined;
  private readonly index_: number | undefined;
  private readonly delta_: ChatCompletionMessage | undefined;
  private readonly logprobs_: LogProbs | undefined;

  /**
   * @param finishReason - why the model stopped
   * @param index - the choice index
   * @param delta - the message delta
   * @param logprobs - the log probabilities
   */
  constructor(finishReason?: ChatCompletionFinishReason, index?: number, delta?: ChatCompletionMessage, logprobs?: LogProbs) {
    this.finishReason_ = finishReason ?? undefined;
    this.index_ = index ?? undefined;
    this.delta_ = delta ?? undefined;
    this.logprobs_ = logprobs ?? undefined;
  }

  /** Why the model stopped (`finish_reason`). */
  finishReason(): ChatCompletionFinishReason | undefined {
    return this.finishReason_;
  }

  /** The choice index (`index`). */
  index(): number | undefined {
    return this.index_;
  }

  /** The message delta (`delta`). */
  delta(): ChatCompletionMessage | undefined {
    return this.delta_;
  }

  /** The log probabilities (`logprobs`). */
  logprobs(): LogProbs | undefined {
    return this.logprobs_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ChunkChoice)) return false;
    return objectsEquals(this.finishReason_, other.finishReason_) && objectsEquals(this.index_, other.index_) && objectsEquals(this.delta_, other.delta_) && objectsEquals(this.logprobs_, other.logprobs_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.finishReason_, this.index_, this.delta_, this.logprobs_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { finish_reason: this.finishReason_, index: this.index_, delta: this.delta_, logprobs: this.logprobs_ };
  }
}
