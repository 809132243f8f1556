/* spring-ai-ts, Apache-2.0. Internal: the per-client pieces of a request's advisor chain, built once and reused. */
import { Ordered } from '../../../java/core/Ordered.js';
import type { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import type { ChatModel } from '../../model/ChatModel.js';
import { ChatModelCallAdvisor } from '../advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../advisor/DefaultAroundAdvisorChain.js';
import type { Advisor } from '../advisor/api/Advisor.js';
import type { CallAdvisor } from '../advisor/api/CallAdvisor.js';
import type { StreamAdvisor } from '../advisor/api/StreamAdvisor.js';
import type { AdvisorObservationConvention } from '../advisor/observation/AdvisorObservationConvention.js';

/** Spring's `OrderComparator` value, as the chain builder sorts by it. */
function orderOf(advisor: Advisor): number {
  return typeof advisor.getOrder === 'function' ? (advisor.getOrder() ?? 0) : Ordered.LOWEST_PRECEDENCE;
}

/**
 * Shared by a client's default request spec and every spec copied from it (one per `prompt()`):
 * the model advisors that end each chain, and the sorted call and stream lists of the last advisor
 * list a request ran with.
 *
 * Every request of a client usually runs the same advisors (the defaults plus the model
 * advisors), so sorting them anew per request (builder, `isInstance` checks, two sorts) repeats the
 * same result. A request reuses the sorted lists only when its advisor list holds the same advisors,
 * in the same order, with the same `getOrder()` values as the one they were sorted from; anything
 * else (advisors added to the request, defaults changed through `mutate()` or the live
 * `getAdvisors()` list, an order that changed) sorts anew, exactly as the builder always does.
 */
export class AdvisorChainCache {
  private modelCallAdvisor: ChatModelCallAdvisor | undefined;

  private modelStreamAdvisor: ChatModelStreamAdvisor | undefined;

  /** The advisor list the lists below were sorted from, and each advisor's order then. */
  private advisors: readonly Advisor[] = [];

  private orders: readonly number[] = [];

  private callAdvisors: readonly CallAdvisor[] | undefined;

  private streamAdvisors: readonly StreamAdvisor[] | undefined;

  /**
   * The advisor that ends a chain with `chatModel.call`: stateless, so one per client serves every
   * request (the spec's model never changes).
   */
  callAdvisor(chatModel: ChatModel): ChatModelCallAdvisor {
    return (this.modelCallAdvisor ??= ChatModelCallAdvisor.builder().chatModel(chatModel).build());
  }

  /** The advisor that ends a chain with `chatModel.stream`, one per client like {@link callAdvisor}. */
  streamAdvisor(chatModel: ChatModel): ChatModelStreamAdvisor {
    return (this.modelStreamAdvisor ??= ChatModelStreamAdvisor.builder().chatModel(chatModel).build());
  }

  /**
   * A new chain over `advisors`, as `DefaultAroundAdvisorChain.builder(registry)
   * .observationConvention(convention).pushAll(advisors).build()` makes it.
   */
  chain(
    advisors: readonly Advisor[],
    observationRegistry: ObservationRegistry,
    observationConvention: AdvisorObservationConvention | undefined,
  ): DefaultAroundAdvisorChain {
    const callAdvisors = this.callAdvisors;
    const streamAdvisors = this.streamAdvisors;
    if (callAdvisors !== undefined && streamAdvisors !== undefined && this.sortedFrom(advisors)) {
      return new DefaultAroundAdvisorChain(observationRegistry, [...callAdvisors], [...streamAdvisors], observationConvention);
    }
    const chain = DefaultAroundAdvisorChain.builder(observationRegistry)
      .observationConvention(observationConvention)
      .pushAll(advisors)
      .build();
    this.advisors = [...advisors];
    this.orders = advisors.map(orderOf);
    this.callAdvisors = [...chain.getCallAdvisors()];
    this.streamAdvisors = [...chain.getStreamAdvisors()];
    return chain;
  }

  private sortedFrom(advisors: readonly Advisor[]): boolean {
    const cached = this.advisors;
    if (cached.length !== advisors.length) return false;
    for (let index = 0; index < cached.length; index++) {
      const advisor = advisors[index] as Advisor;
      if (advisor !== cached[index] || orderOf(advisor) !== this.orders[index]) return false;
    }
    return true;
  }
}
