/* Ported from Spring AI DefaultAroundAdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { Ordered } from '../../../java/core/Ordered.js';
import type { Observation } from '../../../java/micrometer/observation/Observation.js';
import type { ObservationView } from '../../../java/micrometer/observation/ObservationView.js';
import type { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../java/reactor/Flux.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import type { Advisor } from './api/Advisor.js';
import { BaseAdvisorChain } from './api/BaseAdvisorChain.js';
import { CallAdvisor } from './api/CallAdvisor.js';
import { StreamAdvisor } from './api/StreamAdvisor.js';
import { AdvisorObservationContext } from './observation/AdvisorObservationContext.js';
import { chatClientResponses, ObservedStream, type OpenedStream } from '../internal/ObservedStream.js';
import type { AdvisorObservationConvention } from './observation/AdvisorObservationConvention.js';
import { AdvisorObservationDocumentation } from './observation/AdvisorObservationDocumentation.js';
import { DefaultAdvisorObservationConvention } from './observation/DefaultAdvisorObservationConvention.js';

/** Spring's `OrderComparator` value: `getOrder()`, or `LOWEST_PRECEDENCE` for a non-ordered object. */
function orderOf(advisor: Advisor): number {
  return typeof advisor.getOrder === 'function' ? (advisor.getOrder() ?? 0) : Ordered.LOWEST_PRECEDENCE;
}

function byOrder(left: Advisor, right: Advisor): number {
  const a = orderOf(left);
  const b = orderOf(right);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Builds a {@link DefaultAroundAdvisorChain}; reachable as `DefaultAroundAdvisorChain.Builder`.
 *
 * Each `push`/`pushAll` puts the advisors at the head of the call list (the call advisors among
 * them) and of the stream list (the stream advisors among them), in the given order, and then
 * stable-sorts both lists by `getOrder()`. Advisors with equal order therefore run in reverse
 * registration order.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/DefaultAroundAdvisorChain.Builder.html
 * @category Advisors
 */
export class DefaultAroundAdvisorChainBuilder {
  private readonly observationRegistry: ObservationRegistry;

  private readonly callAdvisors: CallAdvisor[] = [];

  private readonly streamAdvisors: StreamAdvisor[] = [];

  private _observationConvention: AdvisorObservationConvention | undefined;

  /** @param observationRegistry - checked in {@link DefaultAroundAdvisorChainBuilder.build} */
  constructor(observationRegistry: ObservationRegistry) {
    this.observationRegistry = observationRegistry;
  }

  /** Sets a custom observation convention; `undefined` means the default one. */
  observationConvention(observationConvention: AdvisorObservationConvention | undefined | null): this {
    this._observationConvention = observationConvention ?? undefined;
    return this;
  }

  /**
   * Adds one advisor.
   * @throws IllegalArgumentException `"the advisor must be non-null"`
   */
  push(advisor: Advisor): this {
    Assert.notNull(advisor, 'the advisor must be non-null');
    return this.pushAll([advisor]);
  }

  /**
   * Adds advisors: the call advisors among them join the call list, the stream advisors the
   * stream list (an advisor that is both joins both).
   * @throws IllegalArgumentException `"the advisors must be non-null"`,
   *   `"the advisors must not contain null elements"`
   */
  pushAll(advisors: readonly Advisor[]): this {
    Assert.notNull(advisors, 'the advisors must be non-null');
    Assert.noNullElements(advisors, 'the advisors must not contain null elements');
    if (advisors.length > 0) {
      for (const advisor of advisors) {
        if (CallAdvisor.isInstance(advisor)) this.callAdvisors.unshift(advisor);
      }
      for (const advisor of advisors) {
        if (StreamAdvisor.isInstance(advisor)) this.streamAdvisors.unshift(advisor);
      }
      this.reOrder();
    }
    return this;
  }

  // Sorted in place: as in Spring, a built chain shares these lists with its builder.
  private reOrder(): void {
    this.callAdvisors.sort(byOrder);
    this.streamAdvisors.sort(byOrder);
  }

  /**
   * Builds the chain.
   * @throws IllegalArgumentException `"the observationRegistry must be non-null"`
   */
  build(): DefaultAroundAdvisorChain {
    return new DefaultAroundAdvisorChain(
      this.observationRegistry,
      this.callAdvisors,
      this.streamAdvisors,
      this._observationConvention,
    );
  }
}

/**
 * The advisor chain of one `ChatClient` call or stream: it runs the advisors one after the other
 * around the model, each hop under its own `spring.ai.advisor` observation.
 *
 * A lower `getOrder()` runs earlier for the request and later for the response (advisors nest
 * like an onion, the lowest order outermost); advisors with equal order run in reverse
 * registration order.
 *
 * A chain is single-use: `nextCall` and `nextStream` take the next advisor off the chain, so the
 * chain moves on by one advisor per hop. Recursive advisors (tool loops, retries) run the rest of
 * the chain again through `chain.copy(this)`, which builds a fresh chain from the advisors as
 * built, after `this`. `nextStream` takes its advisor when the stream is consumed; consuming the
 * same `Flux` twice takes two advisors.
 *
 * On a call, the advisor runs inside `observation.observe(...)`, so the observations of the
 * advisors it calls are its children. On a stream, the observation starts when the stream is
 * consumed, with the observation found in the reactive context under
 * `ObservationThreadLocalAccessor.KEY` as parent; it is put there for the advisors further down
 * and stops when the stream completes, fails or is cancelled. Each stream hop also treats the
 * chunks as `ChatClientMessageAggregator` does (chunks without a chat response are dropped, the
 * others re-wrapped with the context gathered so far) and records the aggregated response on the
 * observation context.
 *
 * @example
 * ```ts
 * const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
 *   .pushAll([new SimpleLoggerAdvisor(), ChatModelCallAdvisor.builder().chatModel(chatModel).build()])
 *   .build();
 * const response = await chain.nextCall(ChatClientRequest.builder().prompt(new Prompt('Hello')).build());
 * ```
 *
 * @remarks
 * `nextCall` returns a `Promise`; `nextStream` a {@link Flux}. Java's `copy(CallAdvisor)` and
 * `copy(StreamAdvisor)` are one `copy(after)` here (see `BaseAdvisorChain`). On a stream hop the
 * observation is also stopped, with the error recorded, when the advisor's `adviseStream` throws
 * instead of returning a `Flux` (Spring leaves it started). A stream hop does its work in one
 * step per chunk rather than through six operators, and computes the aggregate on completion from
 * the chunks it kept; Spring's per-hop `"Aggregation Error"` log line is not written. With a
 * no-op registry (Spring AI's default, and any registry without handlers) the hop's observation
 * is the no-op one and builds no observation context, so a stream hop keeps no chunks.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/DefaultAroundAdvisorChain.html
 * @category Advisors
 */
export class DefaultAroundAdvisorChain extends BaseAdvisorChain {
  /** The convention used when none is configured. */
  static readonly DEFAULT_OBSERVATION_CONVENTION: AdvisorObservationConvention = new DefaultAdvisorObservationConvention();

  /** The builder type, as Java's nested `DefaultAroundAdvisorChain.Builder`. */
  static readonly Builder = DefaultAroundAdvisorChainBuilder;

  private readonly originalCallAdvisors: readonly CallAdvisor[];

  private readonly originalStreamAdvisors: readonly StreamAdvisor[];

  private readonly callAdvisors: CallAdvisor[];

  private readonly streamAdvisors: StreamAdvisor[];

  private readonly observationRegistry: ObservationRegistry;

  private readonly observationConvention: AdvisorObservationConvention;

  /**
   * @internal Use {@link DefaultAroundAdvisorChain.builder}. The lists are the live deques (head
   * first) and are consumed by the chain.
   */
  constructor(
    observationRegistry: ObservationRegistry,
    callAdvisors: CallAdvisor[],
    streamAdvisors: StreamAdvisor[],
    observationConvention: AdvisorObservationConvention | undefined,
  ) {
    super();
    Assert.notNull(observationRegistry, 'the observationRegistry must be non-null');
    Assert.notNull(callAdvisors, 'the callAdvisors must be non-null');
    Assert.notNull(streamAdvisors, 'the streamAdvisors must be non-null');
    this.observationRegistry = observationRegistry;
    this.callAdvisors = callAdvisors;
    this.streamAdvisors = streamAdvisors;
    this.originalCallAdvisors = Object.freeze([...callAdvisors]);
    this.originalStreamAdvisors = Object.freeze([...streamAdvisors]);
    this.observationConvention = observationConvention ?? DefaultAroundAdvisorChain.DEFAULT_OBSERVATION_CONVENTION;
  }

  /** A new builder whose chains report to `observationRegistry`. */
  static builder(observationRegistry: ObservationRegistry): DefaultAroundAdvisorChainBuilder {
    return new DefaultAroundAdvisorChainBuilder(observationRegistry);
  }

  /**
   * Takes the next call advisor off the chain and runs it, under its observation.
   * @throws IllegalArgumentException (as a rejection) `"the chatClientRequest cannot be null"`
   * @throws IllegalStateException (as a rejection) `"No CallAdvisors available to execute"`
   */
  nextCall(chatClientRequest: ChatClientRequest): Promise<ChatClientResponse> {
    try {
      Assert.notNull(chatClientRequest, 'the chatClientRequest cannot be null');
      const advisor = this.callAdvisors.shift();
      if (advisor === undefined) {
        throw new IllegalStateException('No CallAdvisors available to execute');
      }
      const advisorName = advisor.getName();
      Assert.hasText(advisorName, 'advisorName cannot be null or empty');
      // Built only when the registry asks for it (a no-op registry never does).
      let observationContext: AdvisorObservationContext | undefined;
      const observation = this.observation(() => (observationContext = new AdvisorObservationContext(advisorName, chatClientRequest, orderOf(advisor))));
      const context = observationContext;
      // Without a context (a no-op observation) the advisor's own promise is the hop's: no extra
      // async frame per hop.
      if (context === undefined) return observation.observe(() => advisor.adviseCall(chatClientRequest, this));
      return observation.observe(async () => {
        const chatClientResponse = await advisor.adviseCall(chatClientRequest, this);
        context.setChatClientResponse(chatClientResponse);
        return chatClientResponse;
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * The stream of the next stream advisor, taken off the chain when the stream is consumed.
   * @throws IllegalArgumentException `"the chatClientRequest cannot be null"`
   */
  nextStream(chatClientRequest: ChatClientRequest): Flux<ChatClientResponse> {
    Assert.notNull(chatClientRequest, 'the chatClientRequest cannot be null');
    return ObservedStream.flux((parent) => this.openNextStream(chatClientRequest, parent), chatClientResponses, false);
  }

  /**
   * Takes the next stream advisor off the chain (at subscription), starts its observation under
   * `parent` and returns the advisor's stream, subscribed when first pulled.
   */
  private openNextStream(chatClientRequest: ChatClientRequest, parent: ObservationView | undefined): OpenedStream {
    const advisor = this.streamAdvisors.shift();
    if (advisor === undefined) {
      throw new IllegalStateException('No StreamAdvisors available to execute');
    }
    const advisorName = advisor.getName();
    Assert.hasText(advisorName, 'advisorName cannot be null or empty');
    // Built only when the registry asks for it (a no-op registry never does).
    let observationContext: AdvisorObservationContext | undefined;
    const observation = this.observation(() => (observationContext = new AdvisorObservationContext(advisorName, chatClientRequest, orderOf(advisor))));
    observation.parentObservation(parent).start();
    const context = observationContext;
    let stream: Flux<ChatClientResponse>;
    try {
      // Its operators read the reactive context when subscribed, with the observation there.
      stream = advisor.adviseStream(chatClientRequest, this);
    } catch (error) {
      // Recorded on this hop's observation, as a failing stream is.
      stream = Flux.error(error);
    }
    return {
      observation,
      stream,
      record: context === undefined ? undefined : (response: ChatClientResponse) => context.setChatClientResponse(response),
    };
  }

  /**
   * A new chain with the advisors that come after `after`: call advisors after it in the call
   * list, stream advisors after it in the stream list, re-sorted, with this chain's observation
   * registry (and, as in Spring AI 1.1.8, the default observation convention).
   * @throws IllegalArgumentException `"The after advisor must not be null"`,
   *   `"The specified advisor is not part of the chain: <name>"`
   */
  copy(after: CallAdvisor | StreamAdvisor): DefaultAroundAdvisorChain {
    Assert.notNull(after, 'The after advisor must not be null');
    const callIndex = this.originalCallAdvisors.indexOf(after as CallAdvisor);
    const streamIndex = this.originalStreamAdvisors.indexOf(after as StreamAdvisor);
    if (callIndex < 0 && streamIndex < 0) {
      throw new IllegalArgumentException(`The specified advisor is not part of the chain: ${after.getName()}`);
    }
    const callRemaining = callIndex < 0 ? [] : this.originalCallAdvisors.slice(callIndex + 1);
    const streamRemaining = streamIndex < 0 ? [] : this.originalStreamAdvisors.slice(streamIndex + 1);
    const builder = DefaultAroundAdvisorChain.builder(this.getObservationRegistry());
    if (streamIndex < 0) return builder.pushAll(callRemaining).build();
    if (callIndex < 0) return builder.pushAll(streamRemaining).build();
    // `after` is in both lists: each list of the copy comes from its own list, as Java's two copies do.
    const callChain = builder.pushAll(callRemaining).build();
    const streamChain = DefaultAroundAdvisorChain.builder(this.getObservationRegistry()).pushAll(streamRemaining).build();
    return new DefaultAroundAdvisorChain(
      this.getObservationRegistry(),
      [...callChain.getCallAdvisors()],
      [...streamChain.getStreamAdvisors()],
      undefined,
    );
  }

  /** The call advisors as built (sorted), however far the chain has run. */
  getCallAdvisors(): CallAdvisor[] {
    return this.originalCallAdvisors as CallAdvisor[];
  }

  /** The stream advisors as built (sorted), however far the chain has run. */
  getStreamAdvisors(): StreamAdvisor[] {
    return this.originalStreamAdvisors as StreamAdvisor[];
  }

  /** The registry the hops' observations go to. */
  override getObservationRegistry(): ObservationRegistry {
    return this.observationRegistry;
  }

  private observation(observationContext: () => AdvisorObservationContext): Observation {
    return AdvisorObservationDocumentation.AI_ADVISOR.observation(
      this.observationConvention,
      DefaultAroundAdvisorChain.DEFAULT_OBSERVATION_CONVENTION,
      observationContext,
      this.observationRegistry,
    );
  }
}
