/* Ported from Spring AI ChatMemoryRepository (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../messages/Message.js';

/**
 * Storage of chat messages by conversation id, used by a {@link ChatMemory} such as
 * `MessageWindowChatMemory`.
 *
 * `saveAll` replaces the whole conversation; the memory decides what to keep.
 *
 * @example
 * ```ts
 * import { ChatMemoryRepository, MessageWindowChatMemory, type Message } from 'spring-ai-ts';
 *
 * // A store of your own: every method is asynchronous. MessageWindowChatMemory keeps the window.
 * class MapChatMemoryRepository implements ChatMemoryRepository {
 *   private readonly conversations = new Map<string, Message[]>();
 *
 *   async findConversationIds(): Promise<string[]> {
 *     return [...this.conversations.keys()];
 *   }
 *
 *   async findByConversationId(conversationId: string): Promise<Message[]> {
 *     return [...(this.conversations.get(conversationId) ?? [])];
 *   }
 *
 *   async saveAll(conversationId: string, messages: Message[]): Promise<void> {
 *     this.conversations.set(conversationId, [...messages]);
 *   }
 *
 *   async deleteByConversationId(conversationId: string): Promise<void> {
 *     this.conversations.delete(conversationId);
 *   }
 * }
 *
 * const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new MapChatMemoryRepository()).maxMessages(20).build();
 * console.log(ChatMemoryRepository.isInstance(new MapChatMemoryRepository()), chatMemory);
 * ```
 *
 * @remarks
 * Every method returns a `Promise`, as repositories do I/O (porting rule [4](../../../docs/PORTING.md#rule-4-blocking-becomes-async)); argument checks
 * arrive as rejections. With tsyringe, inject it with `@inject(ChatMemoryRepository.TOKEN)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/ChatMemoryRepository.html
 * @category Advisors
 */
export interface ChatMemoryRepository {
  /** The ids of the stored conversations. */
  findConversationIds(): Promise<string[]>;
  /** The messages of a conversation; an empty list when it is unknown. */
  findByConversationId(conversationId: string): Promise<Message[]>;
  /** Replaces all the messages of a conversation with `messages`. */
  saveAll(conversationId: string, messages: Message[]): Promise<void>;
  /** Forgets a conversation. */
  deleteByConversationId(conversationId: string): Promise<void>;
}

/**
 * The tsyringe token of {@link ChatMemoryRepository} and its `instanceof` check.
 *
 * @category Advisors
 */
export const ChatMemoryRepository = {
  /** The tsyringe token of the application's chat memory repository. */
  TOKEN: Symbol.for('spring-ai.ChatMemoryRepository'),
  /** True for objects with the four repository methods. */
  isInstance(value: unknown): value is ChatMemoryRepository {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<Record<keyof ChatMemoryRepository, unknown>>;
    return (
      typeof candidate.findConversationIds === 'function' &&
      typeof candidate.findByConversationId === 'function' &&
      typeof candidate.saveAll === 'function' &&
      typeof candidate.deleteByConversationId === 'function'
    );
  },
} as const;
