/* Ported from Spring AI StreamAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../../../java/reactor/Flux.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { Advisor } from './Advisor.js';
import type { StreamAdvisorChain } from './StreamAdvisorChain.js';

/**
 * An advisor around a streaming `ChatClient` call.
 *
 * It receives the request and the chain and returns the stream of responses, usually
 * `chain.nextStream(request)` with operators applied.
 *
 * @remarks
 * `adviseStream` returns the spring-ai-ts {@link Flux} (porting rule [5](../../../../../docs/PORTING.md#rule-5-streams)): argument checks throw
 * when it is called, everything else happens when the stream is consumed.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/StreamAdvisor.html
 * @category Advisors
 */
export interface StreamAdvisor extends Advisor {
  /** Advises the stream: usually returns `chain.nextStream(request)` with operators applied. */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse>;
}

/**
 * The constants of {@link StreamAdvisor} (inherited from `Advisor`) and its `instanceof` check.
 *
 * @category Advisors
 */
export const StreamAdvisor = {
  /** `Integer.MIN_VALUE`: the highest priority. */
  HIGHEST_PRECEDENCE: Advisor.HIGHEST_PRECEDENCE,
  /** `Integer.MAX_VALUE`: the lowest priority. */
  LOWEST_PRECEDENCE: Advisor.LOWEST_PRECEDENCE,
  /** Default order of the chat memory advisors. */
  DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER: Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER,
  /** True when `value` is an object with an `adviseStream` method (Java's `instanceof StreamAdvisor`). */
  isInstance(value: unknown): value is StreamAdvisor {
    return typeof value === 'object' && value !== null && typeof (value as StreamAdvisor).adviseStream === 'function';
  },
} as const;
