/* Ported from Spring AI StreamingChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../reactive/index.js';
import type { StreamingModel } from '../../model/StreamingModel.js';
import type { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import { Prompt } from '../prompt/Prompt.js';
import type { ChatResponse } from './ChatResponse.js';

/**
 * A chat model that streams its answer as a {@link Flux} of {@link ChatResponse} chunks.
 *
 * @remarks
 * Java's default convenience methods `stream(String)` and `stream(Message...)` are
 * {@link StreamingChatModel.streamText} and {@link StreamingChatModel.streamMessages} on the
 * companion, which work with any implementation (PORTING.md rule 18).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/StreamingChatModel.html
 * @category Chat Model
 */
export interface StreamingChatModel extends StreamingModel<Prompt, ChatResponse> {
  /** Streams the answer to `prompt`. */
  stream(prompt: Prompt): Flux<ChatResponse>;
}

/** The text of each chunk's first generation, or `""`. */
function textOf(response: ChatResponse): string {
  return response.getResult()?.getOutput().getText() ?? '';
}

/**
 * Companion of the {@link StreamingChatModel} interface: Java's default methods.
 *
 * @category Chat Model
 */
export const StreamingChatModel = {
  /** True for objects with a `stream` method (the counterpart of `instanceof StreamingChatModel`). */
  isInstance(value: unknown): value is StreamingChatModel {
    return typeof value === 'object' && value !== null && typeof (value as StreamingChatModel).stream === 'function';
  },

  /**
   * Java's `stream(String)`: streams the answer to one user message, as the text of each chunk
   * (`""` for a chunk without text).
   */
  streamText(model: Pick<StreamingChatModel, 'stream'>, message: string): Flux<string> {
    return model.stream(new Prompt(new UserMessage(message))).map(textOf);
  },

  /** Java's `stream(Message...)`: streams the answer to these messages, as text chunks. */
  streamMessages(model: Pick<StreamingChatModel, 'stream'>, ...messages: Message[]): Flux<string> {
    return model.stream(new Prompt(messages)).map(textOf);
  },
} as const;
