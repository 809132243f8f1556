/* Ported from Spring AI MessageWindowChatMemory.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatMemoryRepository } from './ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from './InMemoryChatMemoryRepository.js';
// The outer class reads this builder lazily and this file uses the outer class only inside
// `build()`, so the import cycle between the two is safe in either load order.
import { MessageWindowChatMemory } from './MessageWindowChatMemory.js';

/** The constructor of `MessageWindowChatMemory`, private as in Java (its nested builder calls it). */
type MessageWindowChatMemoryConstructor = new (
  chatMemoryRepository: ChatMemoryRepository,
  maxMessages: number,
) => MessageWindowChatMemory;

/**
 * Builds a {@link MessageWindowChatMemory}; also reachable as `MessageWindowChatMemory.Builder`.
 *
 * Defaults: a new `InMemoryChatMemoryRepository` and a window of 20 messages.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/MessageWindowChatMemory.Builder.html
 * @category Advisors
 */
export class MessageWindowChatMemoryBuilder {
  private chatMemoryRepositoryValue: ChatMemoryRepository | undefined;

  private maxMessagesValue = 20;

  private constructor() {}

  /** @internal Creates a builder; use {@link MessageWindowChatMemory.builder}. */
  static create(): MessageWindowChatMemoryBuilder {
    return new MessageWindowChatMemoryBuilder();
  }

  /** The repository that stores the messages (an `InMemoryChatMemoryRepository` when unset or `undefined`). */
  chatMemoryRepository(chatMemoryRepository: ChatMemoryRepository | undefined): this {
    this.chatMemoryRepositoryValue = chatMemoryRepository ?? undefined;
    return this;
  }

  /** The most messages kept per conversation, system messages aside (20 by default). */
  maxMessages(maxMessages: number): this {
    this.maxMessagesValue = maxMessages;
    return this;
  }

  /**
   * The memory.
   * @throws IllegalArgumentException `"maxMessages must be greater than 0"`
   */
  build(): MessageWindowChatMemory {
    if (this.chatMemoryRepositoryValue === undefined) {
      this.chatMemoryRepositoryValue = new InMemoryChatMemoryRepository();
    }
    return new (MessageWindowChatMemory as unknown as MessageWindowChatMemoryConstructor)(
      this.chatMemoryRepositoryValue,
      this.maxMessagesValue,
    );
  }
}
