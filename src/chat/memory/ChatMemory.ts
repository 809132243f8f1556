/* Ported from Spring AI ChatMemory (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../messages/Message.js';

/**
 * The memory of chat conversations, keyed by conversation id; the chat memory advisors read the
 * id from the request context under {@link ChatMemory.CONVERSATION_ID}.
 *
 * @remarks
 * The methods return `Promise`s, as memory is usually backed by a repository (porting rule [4](../../../docs/PORTING.md#rule-4-blocking-becomes-async)).
 * Java's two `add` overloads (one message, a list) are one method taking either; an
 * implementation must accept both (JavaScript cannot tell `(Message) null` from `(List) null`, so
 * a missing argument counts as a missing list). The library's own advisors always pass a list,
 * which is what Java's default `add(id, message)` does. With tsyringe, inject it with
 * `@inject(ChatMemory.TOKEN)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/ChatMemory.html
 * @category Advisors
 */
export interface ChatMemory {
  /** Stores messages (one or a list) at the end of the conversation. */
  add(conversationId: string, messages: Message | Message[]): Promise<void>;
  /** The messages of the conversation. */
  get(conversationId: string): Promise<Message[]>;
  /** Forgets the conversation. */
  clear(conversationId: string): Promise<void>;
}

/**
 * The constants of {@link ChatMemory}, its tsyringe token and its `instanceof` check.
 *
 * @category Advisors
 */
export const ChatMemory = {
  /** The tsyringe token of the application's chat memory. */
  TOKEN: Symbol.for('spring-ai.ChatMemory'),
  /** The request context key of the conversation id: `"chat_memory_conversation_id"`. */
  CONVERSATION_ID: 'chat_memory_conversation_id',
  /** True when `value` has `add`, `get` and `clear` methods. */
  isInstance(value: unknown): value is ChatMemory {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ChatMemory).add === 'function' &&
      typeof (value as ChatMemory).get === 'function' &&
      typeof (value as ChatMemory).clear === 'function'
    );
  },
} as const;
