/* Ported from Spring AI MessageChatMemoryAdvisor.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../core/Assert.js';
import type { Scheduler } from '../../../reactive/Scheduler.js';
import type { ChatMemory } from '../../memory/ChatMemory.js';
import { Advisor } from './api/Advisor.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';
// The outer class reads this builder lazily and this file uses the outer class only inside
// `build()`, so the import cycle between the two is safe in either load order.
import { MessageChatMemoryAdvisor } from './MessageChatMemoryAdvisor.js';

/** The constructor of `MessageChatMemoryAdvisor`, private as in Java (its nested builder calls it). */
type MessageChatMemoryAdvisorConstructor = new (
  chatMemory: ChatMemory,
  order: number,
  scheduler: Scheduler,
) => MessageChatMemoryAdvisor;

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
    return new (MessageChatMemoryAdvisor as unknown as MessageChatMemoryAdvisorConstructor)(
      this.chatMemory,
      this.orderValue,
      this.schedulerValue,
    );
  }
}
