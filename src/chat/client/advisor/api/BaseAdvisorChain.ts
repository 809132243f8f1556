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
 * Java's two `copy` overloads (`copy(CallAdvisor)`, `copy(StreamAdvisor)`) cannot be told apart
 * at run time for an advisor that is both, so this type declares one `copy` that accepts
 * either and returns a chain usable as both: its call advisors come after `after` in the call
 * list, its stream advisors after `after` in the stream list.
 *
 * An abstract class extending {@link AdvisorChain} (docs/porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)): a translated
 * `implements BaseAdvisorChain` becomes `extends BaseAdvisorChain` and inherits Java's default
 * `getObservationRegistry()`. A class has one parent, so it declares the members of
 * {@link CallAdvisorChain} and {@link StreamAdvisorChain} itself and is assignable to both;
 * `instanceof CallAdvisorChain` is false for it, `CallAdvisorChain.isInstance` is true.
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
