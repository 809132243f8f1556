/* Ported from Spring AI MiniMaxApi.ChatCompletionChunk.ChunkChoice (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { LogProbs } from './LogProbs.js';

/**
 * One choice of a streamed chunk: the delta message and, on the last chunk, the finish reason.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionChunk.ChunkChoice.html
 * @category Models/MiniMax
 */
export class ChunkChoice {
  /**
   * @param finish - why generation stopped (last chunk only)
   * @param position - the choice index
   * @param deltaMessage - the new part of the message
   * @param choiceLogprobs - log probabilities
   */
  constructor(
    private readonly finish: ChatCompletionFinishReason | undefined,
    private readonly position: number | undefined,
    private readonly deltaMessage: ChatCompletionMessage | undefined,
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

  /** The new part of the message. */
  delta(): ChatCompletionMessage | undefined {
    return this.deltaMessage;
  }

  /** Log probabilities. */
  logprobs(): LogProbs | undefined {
    return this.choiceLogprobs;
  }
}
