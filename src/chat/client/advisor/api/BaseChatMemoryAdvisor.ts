/* Ported from Spring AI BaseChatMemoryAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { ChatMemory } from '../../../memory/ChatMemory.js';
import { BaseAdvisor } from './BaseAdvisor.js';

/**
 * The base of the chat memory advisors: a {@link BaseAdvisor} that reads the conversation id
 * from the request context.
 *
 * @remarks
 * Java's `BaseChatMemoryAdvisor` is an interface with a default method; here it is an abstract
 * class (porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)), so a translated `implements BaseChatMemoryAdvisor` becomes
 * `extends BaseChatMemoryAdvisor`. The context may be a `Map` or a plain object.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/BaseChatMemoryAdvisor.html
 * @category Advisors
 */
export abstract class BaseChatMemoryAdvisor extends BaseAdvisor {
  /**
   * The conversation id stored under `ChatMemory.CONVERSATION_ID`, as a string.
   * @throws IllegalArgumentException `"context cannot be null"`, `"context cannot contain null keys"`,
   *   `"conversationId cannot be null"`
   */
  getConversationId(context: Map<string, unknown> | Record<string, unknown>): string {
    Assert.notNull(context, 'context cannot be null');
    const map = context instanceof Map ? context : undefined;
    if (map !== undefined) Assert.noNullElements(map.keys(), 'context cannot contain null keys');
    const conversationId = map !== undefined ? map.get(ChatMemory.CONVERSATION_ID) : (context as Record<string, unknown>)[ChatMemory.CONVERSATION_ID];
    Assert.notNull(conversationId, 'conversationId cannot be null');
    return String(conversationId);
  }
}
