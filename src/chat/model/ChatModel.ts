/* Ported from Spring AI ChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { UnsupportedOperationException } from '../../java/core/UnsupportedOperationException.js';
import type { Flux } from '../../java/reactor/index.js';
import type { Model } from '../../model/Model.js';
import { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import { ChatOptions } from '../prompt/ChatOptions.js';
import { Prompt } from '../prompt/Prompt.js';
import type { ChatResponse } from './ChatResponse.js';
import { StreamingChatModel } from './StreamingChatModel.js';

/**
 * A chat model: answers a {@link Prompt} with a {@link ChatResponse}, and may stream.
 *
 * @remarks
 * `call(prompt)` returns a `Promise` (docs/porting rule [4](../../../docs/PORTING.md#rule-4-blocking-becomes-async)). An abstract class because the
 * Java interface has default methods (rule 18): a subclass defines `call(prompt)` and inherits
 * Java's defaults, so `chatModel.call("Hi")`, `chatModel.call(system, user)`,
 * `chatModel.stream(prompt)`, `chatModel.stream("Hi")` and `chatModel.getDefaultOptions()` compile
 * under `strict`:
 *
 * - `call(String)` — sends one user message, resolves to the first generation's text, or `""`
 *   when there is none (`undefined` when that generation has no text);
 * - `call(Message...)` — the same with these messages;
 * - `getDefaultOptions()` — `ChatOptions.builder().build()`;
 * - `stream(prompt)` — throws `UnsupportedOperationException("streaming is not supported")`.
 *
 * Translated `implements ChatModel` becomes `extends ChatModel`, with Java's one
 * `call(prompt: Prompt)`; the default overloads reach it. They are visible where the model is
 * typed as `ChatModel` (as Spring applications inject it); a variable typed as the subclass shows
 * only the subclass's own `call` (see the migration guide,
 * [interfaces with default methods](../../../docs/migration/default-methods.md)).
 *
 * The library still accepts, at run time, an object that only has `call` (a jest mock, say) and
 * applies Java's defaults through the statics {@link ChatModel.callText},
 * {@link ChatModel.callMessages}, {@link ChatModel.getDefaultOptions} and {@link ChatModel.stream}.
 *
 * @example
 * ```ts
 * import { AssistantMessage, ChatModel, ChatResponse, Generation, Prompt } from 'spring-ai-ts';
 *
 * // A chat model of your own extends ChatModel and implements call(prompt); this one echoes.
 * class EchoChatModel extends ChatModel {
 *   async call(prompt: Prompt): Promise<ChatResponse> {
 *     return new ChatResponse([new Generation(new AssistantMessage(prompt.getContents()))]);
 *   }
 * }
 *
 * const chatModel: ChatModel = new EchoChatModel();
 * const response = await chatModel.call(new Prompt('Tell me a joke'));
 * const text = await chatModel.call('Tell me a joke'); // Java's default call(String)
 * console.log(response.getResult()?.getOutput().getText(), text);
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/ChatModel.html
 * @category Chat Model
 */
export abstract class ChatModel extends StreamingChatModel implements Model<Prompt, ChatResponse> {
  /**
   * The tsyringe token of the application's chat model (`@inject(ChatModel.TOKEN)`, Java's
   * `@Autowired ChatModel`); a provider's auto-configuration registers its model under it.
   */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.ChatModel');

  constructor() {
    super();
    // Java's default call(String) and call(Message...) reach the subclass's call(Prompt): the
    // instance's own call dispatches on its arguments, and hands a Prompt (or anything else) to
    // the call its class defines, looked up at each call (so a spy on the prototype sees it).
    if (typeof (this as { call?: unknown }).call !== 'function') return;
    const instance = this;
    const defined = (): ((this: ChatModel, ...args: unknown[]) => Promise<unknown>) =>
      Reflect.get(Object.getPrototypeOf(instance) as object, 'call', instance) as (this: ChatModel, ...args: unknown[]) => Promise<unknown>;
    const callPrompt = (prompt: Prompt): Promise<ChatResponse> => defined().call(instance, prompt) as Promise<ChatResponse>;
    Object.defineProperty(this, 'call', {
      configurable: true,
      enumerable: false,
      writable: true,
      value: function call(...args: unknown[]): Promise<unknown> {
        const [first] = args;
        if (args.length === 1 && typeof first === 'string') {
          return Promise.resolve().then(() => firstText(callPrompt, new Prompt(new UserMessage(first))));
        }
        if (args.length === 0 || args.every((arg) => Message.isInstance(arg))) {
          return Promise.resolve().then(() => firstText(callPrompt, new Prompt(args as Message[])));
        }
        return defined().apply(instance, args);
      },
    });
  }

  /** Sends the prompt to the model. */
  abstract call(prompt: Prompt): Promise<ChatResponse>;
  /**
   * Java's default `call(String)`: sends one user message and resolves to the text of the first
   * generation, or `""` when there is none. Failures, argument checks included, are rejections.
   * (`R` is `string | undefined`; the `Prompt` in the parameter type lets a subclass's
   * `call(prompt)` satisfy this overload, and a `Prompt` selects the first overload.)
   */
  abstract call<R = string | undefined>(message: string | Prompt): Promise<R>;
  /** Java's default `call(Message...)`: sends the messages and resolves to the first generation's text, or `""`. */
  abstract call<R = string | undefined>(...messages: Array<Message | Prompt>): Promise<R>;

  /** The model's default options; Java's default is `ChatOptions.builder().build()`. */
  getDefaultOptions(): ChatOptions {
    return ChatOptions.builder().build();
  }

  /**
   * Streams the answer; Java's default throws.
   *
   * @throws UnsupportedOperationException `"streaming is not supported"`
   */
  stream(prompt: Prompt): Flux<ChatResponse>;
  /** Java's default `stream(String)`: the text of each chunk of the answer to one user message. */
  stream<R = string>(message: string | Prompt): Flux<R>;
  /** Java's default `stream(Message...)`: the text of each chunk of the answer to these messages. */
  stream<R = string>(...messages: Array<Message | Prompt>): Flux<R>;
  stream(..._args: unknown[]): Flux<unknown> {
    throw new UnsupportedOperationException('streaming is not supported');
  }

  /** True for objects with a `call` method (the counterpart of `instanceof ChatModel`). */
  static override isInstance(value: unknown): value is ChatModel {
    return typeof value === 'object' && value !== null && typeof (value as ChatModel).call === 'function';
  }

  /**
   * Java's `call(String)`: sends one user message and resolves to the text of the first
   * generation, or `""` when there is none. Failures, argument checks included, are rejections.
   */
  static callText(model: Pick<ChatModel, 'call'>, message: string): Promise<string | undefined> {
    return Promise.resolve().then(() => firstText((prompt) => model.call(prompt), new Prompt(new UserMessage(message))));
  }

  /** Java's `call(Message...)`: sends the messages and resolves to the first generation's text, or `""`. */
  static callMessages(model: Pick<ChatModel, 'call'>, ...messages: Message[]): Promise<string | undefined> {
    return Promise.resolve().then(() => firstText((prompt) => model.call(prompt), new Prompt(messages)));
  }

  /** `model.getDefaultOptions()`, or Java's default when an object without it is passed. */
  static getDefaultOptions(model: Pick<ChatModel, 'call'> & Partial<ChatModel>): ChatOptions {
    return typeof model.getDefaultOptions === 'function' ? model.getDefaultOptions() : ChatOptions.builder().build();
  }

  /**
   * `model.stream(prompt)`, or Java's default, which throws at once.
   *
   * @throws UnsupportedOperationException `"streaming is not supported"` when the model cannot stream
   */
  static stream(model: Pick<ChatModel, 'call'> & Partial<ChatModel>, prompt: Prompt): Flux<ChatResponse> {
    if (typeof model.stream !== 'function') throw new UnsupportedOperationException('streaming is not supported');
    return model.stream(prompt);
  }
}

async function firstText(call: (prompt: Prompt) => Promise<ChatResponse>, prompt: Prompt): Promise<string | undefined> {
  const generation = (await call(prompt)).getResult();
  return generation !== undefined && generation !== null ? generation.getOutput().getText() : '';
}
