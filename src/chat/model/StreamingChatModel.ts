/* Ported from Spring AI StreamingChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../java/reactor/index.js';
import type { StreamingModel } from '../../model/StreamingModel.js';
import { Message } from '../messages/Message.js';
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
 * translated `implements StreamingChatModel` becomes `extends StreamingChatModel`, with Java's one
 * `stream(prompt: Prompt)`, and inherits Java's default overloads: `model.stream("Hi")` and
 * `model.stream(system, user)` stream the text of each chunk (`""` for a chunk without text). They
 * are visible where the model is typed as `StreamingChatModel` or `ChatModel`. An object that only
 * has `stream(prompt)` gets them through the statics {@link StreamingChatModel.streamText} and
 * {@link StreamingChatModel.streamMessages}.
 *
 * @example
 * ```ts
 * import { AssistantMessage, ChatResponse, Flux, Generation, Prompt, StreamingChatModel } from 'spring-ai-ts';
 *
 * // A streaming model of your own extends StreamingChatModel and implements stream(prompt).
 * class WordStreamingChatModel extends StreamingChatModel {
 *   stream(prompt: Prompt): Flux<ChatResponse> {
 *     const words = prompt.getContents().split(' ');
 *     return Flux.fromIterable(words).map((word) => new ChatResponse([new Generation(new AssistantMessage(word))]));
 *   }
 * }
 *
 * const streamingChatModel: StreamingChatModel = new WordStreamingChatModel();
 * // Java's default stream(String) streams the text of each chunk.
 * const words = await streamingChatModel.stream('Tell me a joke').collectList();
 * console.log(words);
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/StreamingChatModel.html
 * @category Chat Model
 */
export abstract class StreamingChatModel implements StreamingModel<Prompt, ChatResponse> {
  constructor() {
    // Java's default stream(String) and stream(Message...) reach the subclass's stream(Prompt):
    // the instance's own stream dispatches on its arguments and hands a Prompt (or anything else)
    // to the stream its class defines, looked up at each call (so a spy on the prototype sees it).
    if (typeof (this as { stream?: unknown }).stream !== 'function') return;
    const instance = this;
    const defined = (): ((this: StreamingChatModel, ...args: unknown[]) => Flux<ChatResponse>) =>
      Reflect.get(Object.getPrototypeOf(instance) as object, 'stream', instance) as (
        this: StreamingChatModel,
        ...args: unknown[]
      ) => Flux<ChatResponse>;
    Object.defineProperty(this, 'stream', {
      configurable: true,
      enumerable: false,
      writable: true,
      value: function stream(...args: unknown[]): Flux<unknown> {
        const [first] = args;
        if (args.length === 1 && typeof first === 'string') {
          return defined().call(instance, new Prompt(new UserMessage(first))).map(textOf);
        }
        if (args.length === 0 || args.every((arg) => Message.isInstance(arg))) {
          return defined().call(instance, new Prompt(args as Message[])).map(textOf);
        }
        return defined().apply(instance, args);
      },
    });
  }

  /** Streams the answer to `prompt`. */
  abstract stream(prompt: Prompt): Flux<ChatResponse>;
  /**
   * Java's default `stream(String)`: streams the answer to one user message, as the text of each
   * chunk (`""` for a chunk without text). (`R` is `string`; the `Prompt` in the parameter type
   * lets a subclass's `stream(prompt)` satisfy this overload, and a `Prompt` selects the first one.)
   */
  abstract stream<R = string>(message: string | Prompt): Flux<R>;
  /** Java's default `stream(Message...)`: streams the answer to these messages, as text chunks. */
  abstract stream<R = string>(...messages: Array<Message | Prompt>): Flux<R>;

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
