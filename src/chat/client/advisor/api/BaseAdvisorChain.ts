/* Ported from Spring AI BaseAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { CallAdvisor } from './CallAdvisor.js';
import { CallAdvisorChain } from './CallAdvisorChain.js';
import type { StreamAdvisor } from './StreamAdvisor.js';
import { StreamAdvisorChain } from './StreamAdvisorChain.js';

/**
 * A chain that serves both blocking calls and streams, as `DefaultAroundAdvisorChain` does.
 *
 * @remarks
 * Java's two `copy` overloads (`copy(CallAdvisor)`, `copy(StreamAdvisor)`) cannot be told apart
 * at run time for an advisor that is both, so this interface declares one `copy` that accepts
 * either and returns a chain usable as both: its call advisors come after `after` in the call
 * list, its stream advisors after `after` in the stream list.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/BaseAdvisorChain.html
 * @category Advisors
 */
export interface BaseAdvisorChain extends CallAdvisorChain, StreamAdvisorChain {
  /** A new chain holding the advisors that come after `after` (see the remarks). */
  copy(after: CallAdvisor | StreamAdvisor): BaseAdvisorChain;
}

/**
 * Companion of {@link BaseAdvisorChain}: the `instanceof` check.
 *
 * @category Advisors
 */
export const BaseAdvisorChain = {
  /** True when `value` is both a {@link CallAdvisorChain} and a {@link StreamAdvisorChain}. */
  isInstance(value: unknown): value is BaseAdvisorChain {
    return CallAdvisorChain.isInstance(value) && StreamAdvisorChain.isInstance(value);
  },
} as const;
