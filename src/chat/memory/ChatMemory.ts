/* Ported from Spring AI ChatMemory (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Message } from '../messages/Message.js';

/**
 * The memory of chat conversations, keyed by conversation id; the chat memory advisors read the
 * id from the request context under {@link ChatMemory.CONVERSATION_ID}.
 *
 * @example
 * ```ts
 * import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, type ChatModel, type Message } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // A memory that keeps every message; Java's default add(id, message) comes with the class.
 * class UnboundedChatMemory extends ChatMemory {
 *   private readonly conversations = new Map<string, Message[]>();
 *
 *   async add(conversationId: string, messages: Message | Message[]): Promise<void> {
 *     this.conversations.set(conversationId, [...(await this.get(conversationId)), ...[messages].flat()]);
 *   }
 *
 *   async get(conversationId: string): Promise<Message[]> {
 *     return [...(this.conversations.get(conversationId) ?? [])];
 *   }
 *
 *   async clear(conversationId: string): Promise<void> {
 *     this.conversations.delete(conversationId);
 *   }
 * }
 *
 * const advisor = MessageChatMemoryAdvisor.builder(new UnboundedChatMemory()).build();
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(advisor).build();
 * console.log(await chatClient.prompt('Hi').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content());
 * ```
 *
 * @remarks
 * The methods return `Promise`s, as memory is usually backed by a repository (porting rule [4](../../../docs/PORTING.md#rule-4-blocking-becomes-async)).
 * An abstract class because the Java interface has a default method (rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)): a subclass
 * (translated `implements ChatMemory` → `extends ChatMemory`) defines `add(conversationId, messages)`
 * for a list, `get` and `clear`, and inherits Java's default `add(conversationId, message)` for
 * one message, which checks `"conversationId cannot be null or empty"` and
 * `"message cannot be null"` (as rejections) and adds `[message]`. The constructor routes a
 * single message given to `add` to that default. A `null`/`undefined` second argument goes to the
 * list `add` (JavaScript cannot tell `(Message) null` from `(List) null`). A class that accepts
 * both itself (as `MessageWindowChatMemory` does) may keep `implements ChatMemory`; so may a
 * plain object with `add`, `get` and `clear`. With tsyringe, inject it with `@inject(ChatMemory.TOKEN)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/ChatMemory.html
 * @category Advisors
 */
export abstract class ChatMemory {
  /** The tsyringe token of the application's chat memory. */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.ChatMemory');

  /** The request context key of the conversation id: `"chat_memory_conversation_id"`. */
  static readonly CONVERSATION_ID = 'chat_memory_conversation_id';

  constructor() {
    // Java's default add(String, Message) reaches the subclass's add(String, List): the instance's
    // own add wraps one message in a list, after Java's checks; anything else goes to the add its
    // class defines, looked up at each call.
    if (typeof (this as { add?: unknown }).add !== 'function') return;
    const instance = this;
    const defined = (): ((this: ChatMemory, ...args: unknown[]) => Promise<void>) =>
      Reflect.get(Object.getPrototypeOf(instance) as object, 'add', instance) as (this: ChatMemory, ...args: unknown[]) => Promise<void>;
    Object.defineProperty(this, 'add', {
      configurable: true,
      enumerable: false,
      writable: true,
      value: function add(...args: unknown[]): Promise<void> {
        const [conversationId, messages] = args;
        if (messages === undefined || messages === null || Array.isArray(messages)) return defined().apply(instance, args);
        return Promise.resolve().then(() => {
          Assert.hasText(conversationId as string, 'conversationId cannot be null or empty');
          Assert.notNull(messages, 'message cannot be null');
          return defined().call(instance, conversationId, [messages]);
        });
      },
    });
  }

  /** Stores the messages at the end of the conversation. */
  abstract add(conversationId: string, messages: Message[]): Promise<void>;
  /**
   * Java's default `add(conversationId, message)`: stores one message (`[message]`). The list in
   * the parameter type lets a subclass's `add(conversationId, messages: Message[])` satisfy it.
   */
  abstract add(conversationId: string, message: Message | Message[]): Promise<void>;

  /** The messages of the conversation. */
  abstract get(conversationId: string): Promise<Message[]>;

  /** Forgets the conversation. */
  abstract clear(conversationId: string): Promise<void>;

  /** True when `value` has `add`, `get` and `clear` methods (the counterpart of `instanceof ChatMemory`). */
  static isInstance(value: unknown): value is ChatMemory {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ChatMemory).add === 'function' &&
      typeof (value as ChatMemory).get === 'function' &&
      typeof (value as ChatMemory).clear === 'function'
    );
  }
}
