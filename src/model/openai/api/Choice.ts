/* Ported from Spring AI OpenAiApi.ChatCompletion.Choice (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import type { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { LogProbs } from './LogProbs.js';

/**
 * One choice of a chat completion.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletion.Choice.html
 * @category Models/OpenAI
 */
export class Choice {
  private readonly finishReason_: ChatCompletionFinishReason | undefined;
  private readonly index_: number | undefined;
  private readonly message_: ChatCompletionMessage | undefined;
  private readonly logprobs_: LogProbs | undefined;

  /**
   * @param finishReason - why the model stopped
   * @param index - the choice index
   * @param message - the message
   * @param logprobs - the log probabilities
   */
  constructor(finishReason?: ChatCompletionFinishReason, index?: number, message?: ChatCompletionMessage, logprobs?: LogProbs) {
    this.finishReason_ = finishReason ?? undefined;
    this.index_ = index ?? undefined;
    this.message_ = message ?? undefined;
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

  /** The message (`message`). */
  message(): ChatCompletionMessage | undefined {
    return this.message_;
  }

  /** The log probabilities (`logprobs`). */
  logprobs(): LogProbs | undefined {
    return this.logprobs_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof Choice)) return false;
    return objectsEquals(this.finishReason_, other.finishReason_) && objectsEquals(this.index_, other.index_) && objectsEquals(this.message_, other.message_) && objectsEquals(this.logprobs_, other.logprobs_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.finishReason_, this.index_, this.message_, this.logprobs_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { finish_reason: this.finishReason_, index: this.index_, message: this.message_, logprobs: this.logprobs_ };
  }
}
