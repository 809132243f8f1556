/* Ported from Spring AI CallAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { Advisor } from './Advisor.js';
import type { CallAdvisorChain } from './CallAdvisorChain.js';

/**
 * An advisor around a blocking (non-streaming) `ChatClient` call.
 *
 * It receives the request and the chain, may change the request, must call
 * `chain.nextCall(request)` to continue (or return its own response to end the chain early) and
 * may change the response on its way back.
 *
 * @example
 * ```ts
 * import { ChatClient, Ordered, type CallAdvisor, type CallAdvisorChain, type ChatClientRequest, type ChatClientResponse, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Times every call: the rest of the chain (and the model) runs inside nextCall.
 * class TimingAdvisor implements CallAdvisor {
 *   getName(): string {
 *     return 'TimingAdvisor';
 *   }
 *
 *   getOrder(): number {
 *     return Ordered.HIGHEST_PRECEDENCE + 100;
 *   }
 *
 *   async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
 *     const started = performance.now();
 *     const response = await chain.nextCall(request);
 *     console.log(`answered in ${Math.round(performance.now() - started)} ms`);
 *     return response;
 *   }
 * }
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new TimingAdvisor()).build();
 * console.log(await chatClient.prompt('Tell me a joke').call().content());
 * ```
 *
 * @remarks
 * `adviseCall` returns a `Promise` (porting rule [4](../../../../../docs/PORTING.md#rule-4-blocking-becomes-async)): a translated Java implementation
 * becomes an `async` method and awaits `chain.nextCall(...)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/CallAdvisor.html
 * @category Advisors
 */
export interface CallAdvisor extends Advisor {
  /** Advises the call: usually `before`, `await chain.nextCall(request)`, `after`. */
  adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse>;
}

/**
 * The constants of {@link CallAdvisor} (inherited from `Advisor`) and its `instanceof` check.
 *
 * @category Advisors
 */
export const CallAdvisor = {
  /** `Integer.MIN_VALUE`: the highest priority. */
  HIGHEST_PRECEDENCE: Advisor.HIGHEST_PRECEDENCE,
  /** `Integer.MAX_VALUE`: the lowest priority. */
  LOWEST_PRECEDENCE: Advisor.LOWEST_PRECEDENCE,
  /** Default order of the chat memory advisors. */
  DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER: Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER,
  /** True when `value` is an object with an `adviseCall` method (Java's `instanceof CallAdvisor`). */
  isInstance(value: unknown): value is CallAdvisor {
    return typeof value === 'object' && value !== null && typeof (value as CallAdvisor).adviseCall === 'function';
  },
} as const;
