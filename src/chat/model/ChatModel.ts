/* Ported from Spring AI ChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { UnsupportedOperationException } from '../../core/UnsupportedOperationException.js';
import type { Flux } from '../../reactive/index.js';
import type { Model } from '../../model/Model.js';
import type { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import { ChatOptions } from '../prompt/ChatOptions.js';
import { Prompt } from '../prompt/Prompt.js';
import type { ChatResponse } from './ChatResponse.js';

/**
 * A chat model: answers a {@link Prompt} with a {@link ChatResponse}, and may stream.
 *
 * @remarks
 * `call(prompt)` returns a `Promise` (PORTING.md rule 4). Java's default methods are optional
 * members or companion helpers, so an implementation (or a jest mock) only needs `call(prompt)`,
 * and the library applies Java's defaults (rule 18):
 *
 * - `getDefaultOptions()` — read it with {@link ChatModel.getDefaultOptions}, default
 *   `ChatOptions.builder().build()`;
 * - `stream(prompt)` — call it through {@link ChatModel.stream}, which throws
 *   `UnsupportedOperationException("streaming is not supported")` when the model has none;
 * - `call(String)` and `call(Message...)` — {@link ChatModel.callText} and
 *   {@link ChatModel.callMessages} (an implementation may also offer them as overloads of its
 *   own `call`, as the library's models do).
 *
 * Because `stream` is optional here, `ChatModel` does not extend {@link StreamingChatModel} in
 * the type system; a model with `stream` satisfies both.
 *
 * @example
 * ```ts
 * const response = await chatModel.call(new Prompt('Tell me a joke'));
 * const text = await ChatModel.callText(chatModel, 'Tell me a joke');
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/ChatModel.html
 * @category Chat Model
 */
export interface ChatModel extends Model<Prompt, ChatResponse> {
  /** Sends the prompt to the model. */
  call(prompt: Prompt): Promise<ChatResponse>;

  /** The model's default options (see {@link ChatModel.getDefaultOptions}). */
  getDefaultOptions?(): ChatOptions;

  /** Streams the answer (see {@link ChatModel.stream}). */
  stream?(prompt: Prompt): Flux<ChatResponse>;
}

async function firstText(model: Pick<ChatModel, 'call'>, prompt: Prompt): Promise<string | undefined> {
  const generation = (await model.call(prompt)).getResult();
  return generation !== undefined && generation !== null ? generation.getOutput().getText() : '';
}

/**
 * Companion of the {@link ChatModel} interface: Java's default methods, applicable to any
 * implementation.
 *
 * @category Chat Model
 */
export const ChatModel = {
  /** True for objects with a `call` method (the counterpart of `instanceof ChatModel`). */
  isInstance(value: unknown): value is ChatModel {
    return typeof value === 'object' && value !== null && typeof (value as ChatModel).call === 'function';
  },

  /**
   * Java's `call(String)`: sends one user message and resolves to the text of the first
   * generation, or `""` when there is none. Failures, argument checks included, are rejections.
   */
  callText(model: Pick<ChatModel, 'call'>, message: string): Promise<string | undefined> {
    return Promise.resolve().then(() => firstText(model, new Prompt(new UserMessage(message))));
  },

  /** Java's `call(Message...)`: sends the messages and resolves to the first generation's text, or `""`. */
  callMessages(model: Pick<ChatModel, 'call'>, ...messages: Message[]): Promise<string | undefined> {
    return Promise.resolve().then(() => firstText(model, new Prompt(messages)));
  },

  /** `model.getDefaultOptions()`, or Java's default `ChatOptions.builder().build()`. */
  getDefaultOptions(model: ChatModel): ChatOptions {
    return typeof model.getDefaultOptions === 'function' ? model.getDefaultOptions() : ChatOptions.builder().build();
  },

  /**
   * `model.stream(prompt)`, or Java's default, which throws at once.
   *
   * @throws UnsupportedOperationException `"streaming is not supported"` when the model cannot stream
   */
  stream(model: ChatModel, prompt: Prompt): Flux<ChatResponse> {
    if (typeof model.stream !== 'function') throw new UnsupportedOperationException('streaming is not supported');
    return model.stream(prompt);
  },
} as const;
