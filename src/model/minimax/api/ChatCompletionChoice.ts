/* Ported from Spring AI MiniMaxApi.ChatCompletion.Choice (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { LogProbs } from './LogProbs.js';

/**
 * One choice of a completion (Java's `ChatCompletion.Choice`); `messages` is the legacy
 * web-search transcript that replaces `message`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletion.Choice.html
 * @category Models/MiniMax
 */
export class ChatCompletionChoice {
  /**
   * @param finish - why generation stopped
   * @param position - the choice index
   * @param choiceMessage - the message
   * @param choiceMessages - the web-search transcript
   * @param choiceLogprobs - log probabilities
   */
  constructor(
    private readonly finish: ChatCompletionFinishReason | undefined,
    private readonly position: number | undefined,
    private readonly choiceMessage: ChatCompletionMessage | undefined,
    private readonly choiceMessages: ChatCompletionMessage[] | undefined,
    private readonly choiceLogprobs: LogProbs | undefined,
  ) {}

  /** Why generation stopped. */
  finishReason(): ChatCompletionFinishReason | undefined {
    return this.finish;
  }

  /** The choice index. */
  index(): number | undefined {
    return this.position;
  }

  /** The message. */
  message(): ChatCompletionMessage | undefined {
    return this.choiceMessage;
  }

  /** The web-search transcript. */
  messages(): ChatCompletionMessage[] | undefined {
    return this.choiceMessages;
  }

  /** Log probabilities. */
  logprobs(): LogProbs | undefined {
    return this.choiceLogprobs;
  }
}
