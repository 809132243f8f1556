/* Ported from Spring AI Advisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Ordered } from '../../../../java/core/Ordered.js';

/**
 * A named, ordered component that takes part in a `ChatClient` advisor chain.
 *
 * The order decides the position in the chain: a lower `getOrder()` runs earlier on the way to
 * the model and later on the way back. Implement {@link CallAdvisor} and/or
 * {@link StreamAdvisor} to take part in calls and streams.
 *
 * @example
 * ```ts
 * import { Advisor, ChatClient, ChatMemory, MessageChatMemoryAdvisor, MessageWindowChatMemory, SimpleLoggerAdvisor, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // A lower order runs earlier on the way to the model and later on the way back: here the memory
 * // advisor adds the history first, and the logger sees the request as the model will.
 * const memory = MessageChatMemoryAdvisor.builder(MessageWindowChatMemory.builder().build())
 *   .order(Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER)
 *   .build();
 * const logger = SimpleLoggerAdvisor.builder().order(Advisor.LOWEST_PRECEDENCE - 1).build();
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(logger, memory).build();
 * for (const advisor of [memory, logger]) console.log(`${advisor.getName()}: ${advisor.getOrder()}`);
 * console.log(await chatClient.prompt('Hello').advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'c-1')).call().content());
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/Advisor.html
 * @category Advisors
 */
export interface Advisor extends Ordered {
  /** The advisor's name, unique within a chain; it also names the advisor's observation. */
  getName(): string;
}

/**
 * The constants of {@link Advisor} (with those it inherits from `Ordered`) and its
 * `instanceof` check.
 *
 * @category Advisors
 */
export const Advisor = {
  /** `Integer.MIN_VALUE`: the highest priority. */
  HIGHEST_PRECEDENCE: Ordered.HIGHEST_PRECEDENCE,
  /** `Integer.MAX_VALUE`: the lowest priority. */
  LOWEST_PRECEDENCE: Ordered.LOWEST_PRECEDENCE,
  /** Default order of the chat memory advisors: `HIGHEST_PRECEDENCE + 1000` (-2147482648). */
  DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER: Ordered.HIGHEST_PRECEDENCE + 1000,
  /** True when `value` has `getName()` and `getOrder()` methods (Java's `instanceof Advisor`). */
  isInstance(value: unknown): value is Advisor {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Advisor).getName === 'function' &&
      typeof (value as Advisor).getOrder === 'function'
    );
  },
} as const;
