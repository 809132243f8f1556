/* Ported from Spring AI StreamAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../../../java/reactor/Flux.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { AdvisorChain } from './AdvisorChain.js';
import type { StreamAdvisor } from './StreamAdvisor.js';

/**
 * The chain of {@link StreamAdvisor}s of one streaming call.
 *
 * @remarks
 * `nextStream` checks its argument when called and throws; everything else happens when the
 * returned {@link Flux} is consumed (porting rule [17](../../../../../docs/PORTING.md#rule-17-how-failures-arrive)). An abstract class extending
 * {@link AdvisorChain}, so that a translated `implements StreamAdvisorChain` becomes
 * `extends StreamAdvisorChain` and inherits Java's default `getObservationRegistry()` (rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)).
 * A plain object with the three methods is still accepted at run time.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/StreamAdvisorChain.html
 * @category Advisors
 */
export abstract class StreamAdvisorChain extends AdvisorChain {
  /** The stream of the next advisor of the chain for the request. */
  abstract nextStream(chatClientRequest: ChatClientRequest): Flux<ChatClientResponse>;

  /** All stream advisors of the chain as it was built (not only the ones still to run). */
  abstract getStreamAdvisors(): StreamAdvisor[];

  /**
   * A new chain holding the advisors that come after `after` in this chain; recursive advisors
   * call `chain.copy(this)` to stream the rest of the chain again.
   */
  abstract copy(after: StreamAdvisor): StreamAdvisorChain;

  /** True when `value` has `nextStream` and `getStreamAdvisors` methods. */
  static override isInstance(value: unknown): value is StreamAdvisorChain {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as StreamAdvisorChain).nextStream === 'function' &&
      typeof (value as StreamAdvisorChain).getStreamAdvisors === 'function'
    );
  }
}
