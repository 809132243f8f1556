/* Ported from Spring AI BaseAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../../../java/reactor/Flux.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { AdvisorChain } from './AdvisorChain.js';
import type { CallAdvisor } from './CallAdvisor.js';
import { CallAdvisorChain } from './CallAdvisorChain.js';
import type { StreamAdvisor } from './StreamAdvisor.js';
import { StreamAdvisorChain } from './StreamAdvisorChain.js';

/**
 * A chain that serves both blocking calls and streams, as `DefaultAroundAdvisorChain` does.
 *
 * @remarks
 * One `copy(after)` serves Java's two overloads. A translated `implements BaseAdvisorChain` becomes
 * `extends BaseAdvisorChain`; `instanceof CallAdvisorChain` is false for it,
 * `CallAdvisorChain.isInstance` true. See the migration guide,
 * [Advisor API and advisor chain](../../../../../docs/migration/advisor-chain.md).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/BaseAdvisorChain.html
 * @category Advisors
 */
export abstract class BaseAdvisorChain extends AdvisorChain implements CallAdvisorChain, StreamAdvisorChain {
  /** Invokes the next call advisor of the chain with the request and resolves to its response. */
  abstract nextCall(chatClientRequest: ChatClientRequest): Promise<ChatClientResponse>;

  /** All call advisors of the chain as it was built (not only the ones still to run). */
  abstract getCallAdvisors(): CallAdvisor[];

  /** The stream of the next stream advisor of the chain for the request. */
  abstract nextStream(chatClientRequest: ChatClientRequest): Flux<ChatClientResponse>;

  /** All stream advisors of the chain as it was built (not only the ones still to run). */
  abstract getStreamAdvisors(): StreamAdvisor[];

  /** A new chain holding the advisors that come after `after` (see the remarks). */
  abstract copy(after: CallAdvisor | StreamAdvisor): BaseAdvisorChain;

  /** True when `value` is both a {@link CallAdvisorChain} and a {@link StreamAdvisorChain}. */
  static override isInstance(value: unknown): value is BaseAdvisorChain {
    return CallAdvisorChain.isInstance(value) && StreamAdvisorChain.isInstance(value);
  }
}
