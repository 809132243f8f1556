/* Ported from Spring AI StreamAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../../../reactive/Flux.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import type { AdvisorChain } from './AdvisorChain.js';
import type { StreamAdvisor } from './StreamAdvisor.js';

/**
 * The chain of {@link StreamAdvisor}s of one streaming call.
 *
 * @remarks
 * `nextStream` checks its argument when called and throws; everything else happens when the
 * returned {@link Flux} is consumed (porting rule [17](../../../../../docs/PORTING.md#rule-17-how-failures-arrive)).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/StreamAdvisorChain.html
 * @category Advisors
 */
export interface StreamAdvisorChain extends AdvisorChain {
  /** The stream of the next advisor of the chain for the request. */
  nextStream(chatClientRequest: ChatClientRequest): Flux<ChatClientResponse>;

  /** All stream advisors of the chain as it was built (not only the ones still to run). */
  getStreamAdvisors(): StreamAdvisor[];

  /**
   * A new chain holding the advisors that come after `after` in this chain; recursive advisors
   * call `chain.copy(this)` to stream the rest of the chain again.
   */
  copy(after: StreamAdvisor): StreamAdvisorChain;
}

/**
 * Companion of {@link StreamAdvisorChain}: the `instanceof` check.
 *
 * @category Advisors
 */
export const StreamAdvisorChain = {
  /** True when `value` has `nextStream` and `getStreamAdvisors` methods. */
  isInstance(value: unknown): value is StreamAdvisorChain {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as StreamAdvisorChain).nextStream === 'function' &&
      typeof (value as StreamAdvisorChain).getStreamAdvisors === 'function'
    );
  },
} as const;
