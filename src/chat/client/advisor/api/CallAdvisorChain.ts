/* Ported from Spring AI CallAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import type { AdvisorChain } from './AdvisorChain.js';
import type { CallAdvisor } from './CallAdvisor.js';

/**
 * The chain of {@link CallAdvisor}s of one blocking call.
 *
 * @remarks
 * `nextCall` returns a `Promise` (porting rule [4](../../../../../docs/PORTING.md#rule-4-blocking-becomes-async)) and never throws synchronously.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/CallAdvisorChain.html
 * @category Advisors
 */
export interface CallAdvisorChain extends AdvisorChain {
  /** Invokes the next advisor of the chain with the request and resolves to its response. */
  nextCall(chatClientRequest: ChatClientRequest): Promise<ChatClientResponse>;

  /** All call advisors of the chain as it was built (not only the ones still to run). */
  getCallAdvisors(): CallAdvisor[];

  /**
   * A new chain holding the advisors that come after `after` in this chain; recursive advisors
   * call `chain.copy(this)` to run the rest of the chain again.
   */
  copy(after: CallAdvisor): CallAdvisorChain;
}

/**
 * Companion of {@link CallAdvisorChain}: the `instanceof` check.
 *
 * @category Advisors
 */
export const CallAdvisorChain = {
  /** True when `value` has `nextCall` and `getCallAdvisors` methods. */
  isInstance(value: unknown): value is CallAdvisorChain {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as CallAdvisorChain).nextCall === 'function' &&
      typeof (value as CallAdvisorChain).getCallAdvisors === 'function'
    );
  },
} as const;
