/* Ported from Spring AI MessageWindowChatMemory (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Message } from '../messages/Message.js';
import { AtomicChatMemoryRepository } from './atomic/AtomicChatMemoryRepository.js';
import { WindowedChatMemoryRepository } from './atomic/WindowedChatMemoryRepository.js';
import type { ChatMemory } from './ChatMemory.js';
import type { ChatMemoryRepository } from './ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from './InMemoryChatMemoryRepository.js';
import { KeyedMutex } from './internal/KeyedMutex.js';

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
    return MessageWindowChatMemory.create(this.chatMemoryRepositoryValue, this.maxMessagesValue);
  }
}

/**
 * A {@link ChatMemory} that keeps at most `maxMessages` messages per conversation (20 by
 * default), in a {@link ChatMemoryRepository}.
 *
 * System messages are special. Adding a system message that is not stored yet replaces every
 * stored system message. When the conversation grows past the limit, the oldest messages that
 * are not system messages are dropped, one for each message over the limit, and the system
 * messages always stay (so a conversation may hold more than `maxMessages` system messages).
 *
 * @example
 * ```ts
 * const chatMemory = MessageWindowChatMemory.builder().maxMessages(10).build();
 * await chatMemory.add('conversation-1', new UserMessage('Hello'));
 * ```
 *
 * @remarks
 * The methods return `Promise`s (porting rule [4](../../../docs/PORTING.md#rule-4-blocking-becomes-async)). This is the Spring AI 1.1.8 window: a plain
 * count cut that may separate a user message from its answer (2.0 snaps to whole turns).
 *
 * Unlike Spring, `add` loses no message when calls for one conversation overlap. Within this
 * process, `add` and `clear` of one conversation run one at a time, in call order (other
 * conversations are not held up). Across processes, when the repository is a
 * {@link WindowedChatMemoryRepository} (such as `JdbcChatMemoryRepository`), `add` hands it the
 * new messages and the window, and the repository appends and trims in one atomic step (for
 * PostgreSQL, one transaction holding a per-conversation advisory lock, sent in one round trip);
 * when it is only an {@link AtomicChatMemoryRepository}, the read, the window and the write
 * happen in one repository step holding the conversation's lock. A third-party repository keeps
 * working, serialized within one process only (see the migration guide,
 * [Many instances, one conversation](../../../docs/migration/persistence.md#many-instances-one-conversation)).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/MessageWindowChatMemory.html
 * @category Advisors
 */
export class MessageWindowChatMemory implements ChatMemory {
  /** The builder class, as Java's nested `MessageWindowChatMemory.Builder`. */
  static readonly Builder = MessageWindowChatMemoryBuilder;

  private readonly chatMemoryRepository: ChatMemoryRepository;

  private readonly maxMessages: number;

  /** Serializes the read-modify-write of each conversation within this process. */
  private readonly conversationLocks = new KeyedMutex();

  /**
   * @throws IllegalArgumentException `"chatMemoryRepository cannot be null"`,
   *   `"maxMessages must be greater than 0"`
   */
  private constructor(chatMemoryRepository: ChatMemoryRepository, maxMessages: number) {
    Assert.notNull(chatMemoryRepository, 'chatMemoryRepository cannot be null');
    Assert.isTrue(maxMessages > 0, 'maxMessages must be greater than 0');
    this.chatMemoryRepository = chatMemoryRepository;
    this.maxMessages = maxMessages;
  }

  /** @internal Calls the private constructor (Java's nested builder may); use {@link MessageWindowChatMemory.builder}. */
  static create(chatMemoryRepository: ChatMemoryRepository, maxMessages: number): MessageWindowChatMemory {
    return new MessageWindowChatMemory(chatMemoryRepository, maxMessages);
  }

  /** A builder with an `InMemoryChatMemoryRepository` and a window of 20 messages. */
  static builder(): MessageWindowChatMemoryBuilder {
    return MessageWindowChatMemoryBuilder.create();
  }

  /**
   * Appends messages (one or a list) to the conversation, then applies the window.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`,
   *   `"messages cannot be null"` (also for a missing single message),
   *   `"messages cannot contain null elements"`
   */
  async add(conversationId: string, messages: Message | Message[]): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    // A missing argument cannot be told apart from a missing list, so it gets the list's message.
    const list = messages === undefined || messages === null || Array.isArray(messages) ? messages : [messages];
    Assert.notNull(list, 'messages cannot be null');
    Assert.noNullElements(list, 'messages cannot contain null elements');

    const repository = this.chatMemoryRepository;
    await this.conversationLocks.run(conversationId, async () => {
      if (WindowedChatMemoryRepository.isInstance(repository)) {
        await repository.addWithinWindow(conversationId, list, this.maxMessages);
        return;
      }
      if (AtomicChatMemoryRepository.isInstance(repository)) {
        await repository.updateByConversationId(conversationId, (memoryMessages) => this.process(memoryMessages, list));
        return;
      }
      const memoryMessages = await repository.findByConversationId(conversationId);
      const processedMessages = this.process(memoryMessages, list);
      await repository.saveAll(conversationId, processedMessages);
    });
  }

  /**
   * The stored messages of the conversation.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async get(conversationId: string): Promise<Message[]> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    return this.chatMemoryRepository.findByConversationId(conversationId);
  }

  /**
   * Deletes the conversation from the repository.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async clear(conversationId: string): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    await this.conversationLocks.run(conversationId, () =>
      this.chatMemoryRepository.deleteByConversationId(conversationId),
    );
  }

  private process(memoryMessages: Message[], newMessages: Message[]): Message[] {
    return WindowedChatMemoryRepository.applyWindow(memoryMessages, newMessages, this.maxMessages);
  }
}

/**
 * Type-level view of the nested Java types of {@link MessageWindowChatMemory}.
 *
 * @category Advisors
 */
export declare namespace MessageWindowChatMemory {
  /** Java's `MessageWindowChatMemory.Builder`. */
  type Builder = MessageWindowChatMemoryBuilder;
}
