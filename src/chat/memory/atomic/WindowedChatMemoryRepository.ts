/* spring-ai-ts, Apache-2.0. A chat memory repository that applies the message window itself, in one step. */
import { objectsEquals } from '../../../java/core/lang/JavaObjects.js';
import type { Message } from '../../messages/Message.js';
import { SystemMessage } from '../../messages/SystemMessage.js';
import { ChatMemoryRepository } from '../ChatMemoryRepository.js';

/**
 * A {@link ChatMemoryRepository} that appends messages and applies the window of
 * {@link MessageWindowChatMemory} in one atomic step of its own, with no read-modify-write in
 * the caller. {@link MessageWindowChatMemory} uses it when the repository offers it.
 *
 * @example
 * ```ts
 * import { MessageWindowChatMemory, WindowedChatMemoryRepository, type Message } from 'spring-ai-ts';
 *
 * // Appends and trims in one step; MessageWindowChatMemory uses addWithinWindow when it is there.
 * class MapWindowedRepository implements WindowedChatMemoryRepository {
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
 *
 *   async addWithinWindow(conversationId: string, messages: Message[], maxMessages: number): Promise<void> {
 *     const stored = this.conversations.get(conversationId) ?? [];
 *     this.conversations.set(conversationId, WindowedChatMemoryRepository.applyWindow(stored, messages, maxMessages));
 *   }
 * }
 *
 * const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new MapWindowedRepository()).maxMessages(10).build();
 * console.log(chatMemory);
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). `JdbcChatMemoryRepository` implements it on PostgreSQL
 * with one transaction that is one round trip: the conversation's lock and one statement that
 * appends and trims, instead of reading the conversation into the process and writing it back.
 * The window rule is exactly {@link MessageWindowChatMemory}'s (see there).
 *
 * @category Advisors
 */
export interface WindowedChatMemoryRepository extends ChatMemoryRepository {
  /**
   * Appends `messages` to the conversation, then keeps at most `maxMessages` as
   * {@link MessageWindowChatMemory} does (a system message not stored yet replaces the stored
   * ones; the oldest other messages drop out), as one atomic step.
   */
  addWithinWindow(conversationId: string, messages: Message[], maxMessages: number): Promise<void>;
}

/**
 * The `instanceof` check of {@link WindowedChatMemoryRepository}, and the window rule for
 * implementations that apply it in JavaScript.
 *
 * @category Advisors
 */
export const WindowedChatMemoryRepository = {
  /**
   * {@link MessageWindowChatMemory}'s window: `stored` followed by `added`, where a system message
   * of `added` that equals no stored message replaces the stored system messages, and the oldest
   * non-system messages go, one per message over `maxMessages`.
   */
  applyWindow(stored: Message[], added: Message[], maxMessages: number): Message[] {
    const hasNewSystemMessage = added.some(
      (message) => message instanceof SystemMessage && !stored.some((kept) => objectsEquals(message, kept)),
    );
    const processedMessages = stored.filter((message) => !(hasNewSystemMessage && message instanceof SystemMessage));
    processedMessages.push(...added);
    if (processedMessages.length <= maxMessages) return processedMessages;
    const messagesToRemove = processedMessages.length - maxMessages;
    const trimmedMessages: Message[] = [];
    let removed = 0;
    for (const message of processedMessages) {
      if (message instanceof SystemMessage || removed >= messagesToRemove) {
        trimmedMessages.push(message);
      } else {
        removed++;
      }
    }
    return trimmedMessages;
  },

  /** True for chat memory repositories that also have `addWithinWindow`. */
  isInstance(value: unknown): value is WindowedChatMemoryRepository {
    return (
      ChatMemoryRepository.isInstance(value) &&
      typeof (value as Partial<WindowedChatMemoryRepository>).addWithinWindow === 'function'
    );
  },
} as const;
