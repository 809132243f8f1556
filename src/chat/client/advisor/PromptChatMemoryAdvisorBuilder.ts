/* Ported from Spring AI PromptChatMemoryAdvisor.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { UnsupportedOperationException } from '../../../core/UnsupportedOperationException.js';
import { promptChatMemoryDefaultTemplate } from './internal/promptChatMemoryTemplate.js';
import type { Scheduler } from '../../../reactive/Scheduler.js';
import type { ChatMemory } from '../../memory/ChatMemory.js';
import type { PromptTemplate } from '../../prompt/PromptTemplate.js';
import { Advisor } from './api/Advisor.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';
// The outer class reads this builder lazily and this file uses the outer class only inside
// `build()`, so the import cycle between the two is safe in either load order.
import { PromptChatMemoryAdvisor } from './PromptChatMemoryAdvisor.js';

/** The constructor of `PromptChatMemoryAdvisor`, private as in Java (its nested builder calls it). */
type PromptChatMemoryAdvisorConstructor = new (
  chatMemory: ChatMemory,
  order: number,
  scheduler: Scheduler,
  systemPromptTemplate: PromptTemplate,
) => PromptChatMemoryAdvisor;

/**
 * Builds a {@link PromptChatMemoryAdvisor}; also reachable as `PromptChatMemoryAdvisor.Builder`.
 *
 * Defaults: order `Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER`, scheduler
 * `BaseAdvisor.DEFAULT_SCHEDULER`, and the fixed system prompt template.
 *
 * @deprecated Since Spring AI 1.1.3, with {@link PromptChatMemoryAdvisor}: use
 *   {@link MessageChatMemoryAdvisor}.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/PromptChatMemoryAdvisor.Builder.html
 * @category Advisors
 */
export class PromptChatMemoryAdvisorBuilder {
  private systemPromptTemplateValue: PromptTemplate | undefined;

  private orderValue: number = Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;

  private schedulerValue: Scheduler = BaseAdvisor.DEFAULT_SCHEDULER;

  private readonly chatMemory: ChatMemory;

  private constructor(chatMemory: ChatMemory) {
    this.chatMemory = chatMemory;
  }

  /** @internal Creates a builder; use {@link PromptChatMemoryAdvisor.builder}. */
  static create(chatMemory: ChatMemory): PromptChatMemoryAdvisorBuilder {
    return new PromptChatMemoryAdvisorBuilder(chatMemory);
  }

  /**
   * Always throws: only the default template is allowed.
   * @throws UnsupportedOperationException `"Custom system prompt templates are disabled for
   *   PromptChatMemoryAdvisor. Only the default template is allowed."`
   * @deprecated Since Spring AI 1.1.5: custom system prompt templates are disabled.
   */
  systemPromptTemplate(systemPromptTemplate: PromptTemplate): this {
    void systemPromptTemplate;
    throw new UnsupportedOperationException(
      'Custom system prompt templates are disabled for PromptChatMemoryAdvisor. Only the default template is allowed.',
    );
  }

  /** The scheduler (accepted; it changes nothing in JavaScript). */
  scheduler(scheduler: Scheduler): this {
    this.schedulerValue = scheduler;
    return this;
  }

  /** The advisor's order. */
  order(order: number): this {
    this.orderValue = order;
    return this;
  }

  /**
   * The advisor.
   * @throws IllegalArgumentException `"chatMemory cannot be null"`, `"scheduler cannot be null"`
   */
  build(): PromptChatMemoryAdvisor {
    return new (PromptChatMemoryAdvisor as unknown as PromptChatMemoryAdvisorConstructor)(
      this.chatMemory,
      this.orderValue,
      this.schedulerValue,
      this.systemPromptTemplateValue ?? promptChatMemoryDefaultTemplate(),
    );
  }
}
