/* Ported from Spring AI CallAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { AdvisorChain } from './AdvisorChain.js';
import type { CallAdvisor } from './CallAdvisor.js';

/**
 * The chain of {@link CallAdvisor}s of one blocking call.
 *
 * @remarks
 * `nextCall` returns a `Promise` (porting rule [4](../../../../../docs/PORTING.md#rule-4-blocking-becomes-async)) and never throws synchronously. An
 * abstract class extending {@link AdvisorChain}, so that a translated `implements CallAdvisorChain`
 * becomes `extends CallAdvisorChain` and inherits Java's default `getObservationRegistry()`
 * (rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)). A plain object with the three methods is still accepted at run time.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/CallAdvisorChain.html
 * @category Advisors
 */
export abstract class CallAdvisorChain extends AdvisorChain {
  /** Invokes the next advisor of the chain with the request and resolves to its response. */
  abstract nextCall(chatClientRequest: ChatClientRequest): Promise<ChatClientResponse>;

  /** All call advisors of the chain as it was built (not only the ones still to run). */
  abstract getCallAdvisors(): CallAdvisor[];

  /**
   * A new chain holding the advisors that come after `after` in this chain; recursive advisors
   * call `chain.copy(this)` to run the rest of the chain again.
   */
  abstract copy(after: CallAdvisor): CallAdvisorChain;

  /** True when `value` has `nextCall` and `getCallAdvisors` methods. */
  static override isInstance(value: unknown): value is CallAdvisorChain {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as CallAdvisorChain).nextCall === 'function' &&
      typeof (value as CallAdvisorChain).getCallAdvisors === 'function'
    );
  }
}
