/* Ported from Spring AI BaseChatMemoryAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { ChatMemory } from '../../../memory/ChatMemory.js';
import { BaseAdvisor } from './BaseAdvisor.js';

/**
 * The base of the chat memory advisors: a {@link BaseAdvisor} that reads the conversation id
 * from the request context.
 *
 * @example
 * ```ts
 * import { BaseChatMemoryAdvisor, ChatClient, ChatMemory, MessageWindowChatMemory, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Remembers what the user says, in the conversation named by the request's context.
 * class UserMessageMemoryAdvisor extends BaseChatMemoryAdvisor {
 *   constructor(private readonly chatMemory: ChatMemory) {
 *     super();
 *   }
 *
 *   getOrder(): number {
 *     return BaseChatMemoryAdvisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;
 *   }
 *
 *   async before(request: ChatClientRequest): Promise<ChatClientRequest> {
 *     await this.chatMemory.add(this.getConversationId(request.context()), request.prompt().getUserMessage());
 *     return request;
 *   }
 *
 *   after(response: ChatClientResponse): ChatClientResponse {
 *     return response;
 *   }
 * }
 *
 * const chatMemory = MessageWindowChatMemory.builder().build();
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new UserMessageMemoryAdvisor(chatMemory)).build();
 * await chatClient.prompt('Hi').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content();
 * console.log(await chatMemory.get('c-1'));
 * ```
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
