/* Ported from Spring AI InMemoryChatMemoryRepository (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Message } from '../messages/Message.js';
import type { ChatMemoryRepository } from './ChatMemoryRepository.js';

/**
 * A {@link ChatMemoryRepository} that keeps the conversations in a `Map` in this process.
 *
 * Reads return a new array each time, so a caller changing the result does not change what is
 * stored.
 *
 * @remarks
 * `saveAll` also stores a copy of the array it is given (Java keeps the caller's list), so the
 * caller's later changes to that array do not leak into the store.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/InMemoryChatMemoryRepository.html
 * @category Advisors
 */
export class InMemoryChatMemoryRepository implements ChatMemoryRepository {
  private readonly chatMemoryStore = new Map<string, Message[]>();

  /** The ids of the stored conversations, in insertion order. */
  async findConversationIds(): Promise<string[]> {
    return [...this.chatMemoryStore.keys()];
  }

  /**
   * A copy of the conversation's messages, or an empty array.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async findByConversationId(conversationId: string): Promise<Message[]> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    const messages = this.chatMemoryStore.get(conversationId);
    return messages !== undefined ? [...messages] : [];
  }

  /**
   * Replaces the conversation's messages.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`,
   *   `"messages cannot be null"`, `"messages cannot contain null elements"`
   */
  async saveAll(conversationId: string, messages: Message[]): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    Assert.notNull(messages, 'messages cannot be null');
    Assert.noNullElements(messages, 'messages cannot contain null elements');
    this.chatMemoryStore.set(conversationId, [...messages]);
  }

  /**
   * Forgets the conversation.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async deleteByConversationId(conversationId: string): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    this.chatMemoryStore.delete(conversationId);
  }
}
