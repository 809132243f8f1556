/* Ported from Spring AI MessageChatMemoryAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import type { Flux } from '../../../java/reactor/Flux.js';
import type { Scheduler } from '../../../java/reactor/Scheduler.js';
import type { ChatMemory } from '../../memory/ChatMemory.js';
import type { Message } from '../../messages/Message.js';
import { SystemMessage } from '../../messages/SystemMessage.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import type { AdvisorChain } from './api/AdvisorChain.js';
import { BaseChatMemoryAdvisor } from './api/BaseChatMemoryAdvisor.js';
import { addOneMessage, streamAroundMemory } from './internal/chatMemoryAdvisorSteps.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';
import { Advisor } from './api/Advisor.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';

/**
 * Builds a {@link MessageChatMemoryAdvisor}; also reachable as `MessageChatMemoryAdvisor.Builder`.
 *
 * Defaults: order `Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER`, scheduler
 * `BaseAdvisor.DEFAULT_SCHEDULER`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/MessageChatMemoryAdvisor.Builder.html
 * @category Advisors
 */
export class MessageChatMemoryAdvisorBuilder {
  private orderValue: number = Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;

  private schedulerValue: Scheduler = BaseAdvisor.DEFAULT_SCHEDULER;

  private readonly chatMemory: ChatMemory;

  /** @throws IllegalArgumentException `"chatMemory cannot be null"` */
  private constructor(chatMemory: ChatMemory) {
    Assert.notNull(chatMemory, 'chatMemory cannot be null');
    this.chatMemory = chatMemory;
  }

  /** @internal Creates a builder; use {@link MessageChatMemoryAdvisor.builder}. */
  static create(chatMemory: ChatMemory): MessageChatMemoryAdvisorBuilder {
    return new MessageChatMemoryAdvisorBuilder(chatMemory);
  }

  /** The advisor's order. */
  order(order: number): this {
    this.orderValue = order;
    return this;
  }

  /** The scheduler (accepted; it changes nothing in JavaScript). */
  scheduler(scheduler: Scheduler): this {
    this.schedulerValue = scheduler;
    return this;
  }

  /**
   * The advisor.
   * @throws IllegalArgumentException `"scheduler cannot be null"`
   */
  build(): MessageChatMemoryAdvisor {
    return MessageChatMemoryAdvisor.create(
      this.chatMemory,
      this.orderValue,
      this.schedulerValue,
    );
  }
}

/**
 * A chat memory advisor that puts the conversation's stored messages into the prompt as
 * messages, ahead of the request's own messages.
 *
 * `before` reads the conversation id from the request context (`ChatMemory.CONVERSATION_ID`,
 * required), prepends the stored messages to the prompt's messages, moves the first system
 * message (if any) to the front, and stores the prompt's last user or tool-response message.
 * `after` stores the output of every generation of the response. On a stream, `after` runs once,
 * on the aggregated response, when the stream completes; a stream that fails or that its
 * consumer leaves early stores no answer.
 *
 * The default order is `Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER` (`HIGHEST_PRECEDENCE +
 * 1000`), which places it inside a `ToolCallAdvisor`'s loop (`HIGHEST_PRECEDENCE + 300`): it then
 * runs on every tool round, so give the `ToolCallAdvisor` `disableMemory()`.
 *
 * @example
 * ```ts
 * import { ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * const chatMemory = MessageWindowChatMemory.builder().maxMessages(20).build();
 * const chatClient = ChatClient.builder(chatModel)
 *   .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
 *   .build();
 * const answer = await chatClient.prompt()
 *   .user('My name is John')
 *   .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'conversation-1'))
 *   .call()
 *   .content();
 * console.log(answer, await chatMemory.get('conversation-1'));
 * ```
 *
 * @remarks
 * `before` and `after` return `Promise`s, as the memory does I/O. The stream waits for `after`
 * (the memory write) before it completes, so the next request of the conversation sees the answer.
 * The scheduler is accepted and changes nothing. Messages are stored with `add(id, [message])`,
 * which is what Java's default `add(id, message)` does, after the same checks.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/MessageChatMemoryAdvisor.html
 * @category Advisors
 */
export class MessageChatMemoryAdvisor extends BaseChatMemoryAdvisor {
  /** The builder class, as Java's nested `MessageChatMemoryAdvisor.Builder`. */
  static readonly Builder = MessageChatMemoryAdvisorBuilder;

  private readonly chatMemory: ChatMemory;

  private readonly order: number;

  private readonly scheduler: Scheduler;

  /** @throws IllegalArgumentException `"chatMemory cannot be null"`, `"scheduler cannot be null"` */
  private constructor(chatMemory: ChatMemory, order: number, scheduler: Scheduler) {
    super();
    Assert.notNull(chatMemory, 'chatMemory cannot be null');
    Assert.notNull(scheduler, 'scheduler cannot be null');
    this.chatMemory = chatMemory;
    this.order = order;
    this.scheduler = scheduler;
  }

  /** @internal Calls the private constructor (Java's nested builder may); use {@link MessageChatMemoryAdvisor.builder}. */
  static create(chatMemory: ChatMemory, order: number, scheduler: Scheduler): MessageChatMemoryAdvisor {
    return new MessageChatMemoryAdvisor(chatMemory, order, scheduler);
  }

  /**
   * A builder for an advisor over `chatMemory`.
   * @throws IllegalArgumentException `"chatMemory cannot be null"`
   */
  static builder(chatMemory: ChatMemory): MessageChatMemoryAdvisorBuilder {
    return MessageChatMemoryAdvisorBuilder.create(chatMemory);
  }

  /** The order given to the builder (default `DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER`). */
  getOrder(): number {
    return this.order;
  }

  /** The scheduler given to the builder (default `BaseAdvisor.DEFAULT_SCHEDULER`). */
  override getScheduler(): Scheduler {
    return this.scheduler;
  }

  /**
   * Prepends the stored messages, moves the first system message to the front and stores the
   * last user or tool-response message.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null"` when the
   *   context has no conversation id
   */
  async before(chatClientRequest: ChatClientRequest, advisorChain: AdvisorChain): Promise<ChatClientRequest> {
    const conversationId = this.getConversationId(chatClientRequest.context());

    const memoryMessages = await this.chatMemory.get(conversationId);

    const processedMessages: Message[] = [...memoryMessages, ...chatClientRequest.prompt().getInstructions()];

    // Only the first system message moves; the others keep their places.
    const systemIndex = processedMessages.findIndex((message) => message instanceof SystemMessage);
    if (systemIndex > 0) {
      const [systemMessage] = processedMessages.splice(systemIndex, 1);
      processedMessages.unshift(systemMessage as Message);
    }

    const processedChatClientRequest = chatClientRequest
      .mutate()
      .prompt(chatClientRequest.prompt().mutate().messages(processedMessages).build())
      .build();

    const userMessage = processedChatClientRequest.prompt().getLastUserOrToolResponseMessage();
    await addOneMessage(this.chatMemory, conversationId, userMessage);

    return processedChatClientRequest;
  }

  /**
   * Stores the output of every generation (an empty list when there is no chat response).
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null"` when the
   *   response context has no conversation id
   */
  async after(chatClientResponse: ChatClientResponse, advisorChain: AdvisorChain): Promise<ChatClientResponse> {
    let assistantMessages: Message[] = [];
    const chatResponse = chatClientResponse.chatResponse();
    if (chatResponse !== undefined && chatResponse !== null) {
      assistantMessages = chatResponse.getResults().map((generation) => generation.getOutput());
    }
    await this.chatMemory.add(this.getConversationId(chatClientResponse.context()), assistantMessages);
    return chatClientResponse;
  }

  /**
   * Runs `before` when the stream is consumed, passes the chunks of the rest of the chain on, and
   * runs `after` once on the aggregated response before the stream completes.
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`,
   *   `"streamAdvisorChain cannot be null"` (checked at once, as `BaseAdvisor.adviseStream` does)
   */
  override adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return streamAroundMemory(this, chatClientRequest, streamAdvisorChain);
  }
}

/**
 * Type-level view of the nested Java types of {@link MessageChatMemoryAdvisor}.
 *
 * @category Advisors
 */
export declare namespace MessageChatMemoryAdvisor {
  /** Java's `MessageChatMemoryAdvisor.Builder`. */
  type Builder = MessageChatMemoryAdvisorBuilder;
}
