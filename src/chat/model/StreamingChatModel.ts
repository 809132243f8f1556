/* Ported from Spring AI StreamingChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../java/reactor/index.js';
import type { StreamingModel } from '../../model/StreamingModel.js';
import type { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import { Prompt } from '../prompt/Prompt.js';
import type { ChatResponse } from './ChatResponse.js';

/** The text of each chunk's first generation, or `""`. */
function textOf(response: ChatResponse): string {
  return response.getResult()?.getOutput().getText() ?? '';
}

/**
 * A chat model that streams its answer as a {@link Flux} of {@link ChatResponse} chunks.
 *
 * @remarks
 * An abstract class because the Java interface has default methods (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * translated `implements StreamingChatModel` becomes `extends StreamingChatModel`, or stays
 * `implements` for a class that defines `stream(prompt)`. Java's default overloads
 * `stream(String)` and `stream(Message...)` are the statics {@link StreamingChatModel.streamText}
 * and {@link StreamingChatModel.streamMessages}, which work with any implementation.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/StreamingChatModel.html
 * @category Chat Model
 */
export abstract class StreamingChatModel implements StreamingModel<Prompt, ChatResponse> {
  /** Streams the answer to `prompt`. */
  abstract stream(prompt: Prompt): Flux<ChatResponse>;

  /** True for objects with a `stream` method (the counterpart of `instanceof StreamingChatModel`). */
  static isInstance(value: unknown): value is StreamingChatModel {
    return typeof value === 'object' && value !== null && typeof (value as StreamingChatModel).stream === 'function';
  }

  /**
   * Java's `stream(String)`: streams the answer to one user message, as the text of each chunk
   * (`""` for a chunk without text).
   */
  static streamText(model: Pick<StreamingChatModel, 'stream'>, message: string): Flux<string> {
    return model.stream(new Prompt(new UserMessage(message))).map(textOf);
  }

  /** Java's `stream(Message...)`: streams the answer to these messages, as text chunks. */
  static streamMessages(model: Pick<StreamingChatModel, 'stream'>, ...messages: Message[]): Flux<string> {
    return model.stream(new Prompt(messages)).map(textOf);
  }
}
