/* spring-ai-ts, Apache-2.0. A chat memory repository that can read-modify-write a conversation atomically. */
import type { Message } from '../../messages/Message.js';
import { ChatMemoryRepository } from '../ChatMemoryRepository.js';

/**
 * A {@link ChatMemoryRepository} that can change a conversation atomically: read it, compute the
 * new message list and store it, with no other writer of that conversation in between, in this
 * process or any other. {@link MessageWindowChatMemory} uses it when the repository offers it.
 *
 * @example
 * ```ts
 * import { InMemoryChatMemoryRepository, MessageWindowChatMemory, type AtomicChatMemoryRepository, type Message } from 'spring-ai-ts';
 *
 * // Runs the updates one after another, so two concurrent turns do not overwrite each other.
 * class SerializedChatMemoryRepository extends InMemoryChatMemoryRepository implements AtomicChatMemoryRepository {
 *   private last: Promise<unknown> = Promise.resolve();
 *
 *   updateByConversationId(conversationId: string, update: (messages: Message[]) => Message[] | Promise<Message[]>): Promise<Message[]> {
 *     const next = this.last.then(async () => {
 *       const messages = await update(await this.findByConversationId(conversationId));
 *       await this.saveAll(conversationId, messages);
 *       return messages;
 *     });
 *     this.last = next.catch(() => undefined);
 *     return next;
 *   }
 * }
 *
 * const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(new SerializedChatMemoryRepository()).build();
 * console.log(chatMemory);
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring): Spring's `MessageWindowChatMemory` reads and then saves,
 * so two instances adding to one conversation at once can lose messages. A repository without
 * this method still works: the memory then serializes the conversation within its own process
 * only.
 *
 * @category Advisors
 */
export interface AtomicChatMemoryRepository extends ChatMemoryRepository {
  /**
   * Applies `update` to the stored messages of the conversation and stores its result, as one
   * atomic step; resolves with the stored messages.
   */
  updateByConversationId(
    conversationId: string,
    update: (messages: Message[]) => Message[] | Promise<Message[]>,
  ): Promise<Message[]>;
}

/**
 * The `instanceof` check of {@link AtomicChatMemoryRepository}.
 *
 * @category Advisors
 */
export const AtomicChatMemoryRepository = {
  /** True for chat memory repositories that also have `updateByConversationId`. */
  isInstance(value: unknown): value is AtomicChatMemoryRepository {
    return (
      ChatMemoryRepository.isInstance(value) &&
      typeof (value as Partial<AtomicChatMemoryRepository>).updateByConversationId === 'function'
    );
  },
} as const;
