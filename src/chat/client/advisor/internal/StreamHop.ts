/* spring-ai-ts, Apache-2.0. Internal: the iterator of one stream hop of DefaultAroundAdvisorChain. */
import { ChatClientResponse } from '../../ChatClientResponse.js';
import type { AdvisorObservationContext } from '../observation/AdvisorObservationContext.js';
import { MessageAggregator } from '../../../model/MessageAggregator.js';
import type { ChatResponse } from '../../../model/ChatResponse.js';
import type { Observation } from '../../../../micrometer/observation/Observation.js';
import type { ObservationView } from '../../../../micrometer/observation/ObservationView.js';
import { ObservationThreadLocalAccessor } from '../../../../micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import type { ContextView } from '../../../../reactive/ContextView.js';
import { Flux } from '../../../../reactive/Flux.js';

/** The next advisor's stream, and its started observation when the hop is observed. */
export interface StreamHopSubscription {
  stream: Flux<ChatClientResponse>;
  observation?: Observation;
  observationContext?: AdvisorObservationContext;
}

/**
 * Takes the next advisor off the chain and subscribes to its stream (Spring's `deferContextual`
 * body); DefaultAroundAdvisorChain supplies it, so the hop never calls back into the chain.
 */
export type SubscribeNextStream = (parent: ObservationView | undefined) => StreamHopSubscription;

type Result = IteratorResult<ChatClientResponse>;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * One subscription to `chain.nextStream(request)`: it does in one promise per chunk what Spring's
 * hop does with `deferContextual`, `defer`, `doOnError`, `doFinally`, `contextWrite` and a
 * `ChatClientMessageAggregator` (each a separate async layer here).
 *
 * At the first pull it takes the next advisor off the chain; observed, it first reads the parent
 * observation from the reactive context. Per chunk it drops chunks without a chat response and
 * re-wraps the others with the context gathered so far. Observed, it also keeps the chat responses
 * and, on completion, records their `MessageAggregator` aggregate on the observation context before
 * stopping the observation; an error is recorded and stops it; a cancel stops it.
 */
export class StreamHop implements AsyncIterator<ChatClientResponse> {
  private upstream: AsyncIterator<ChatClientResponse> | undefined;

  private observation: Observation | undefined;

  private observationContext: AdvisorObservationContext | undefined;

  /** Kept only when observed (for the aggregate), so made with the first chunk then. */
  private chatResponses: ChatResponse[] | undefined;

  private stopped = false;

  /** The context gathered from the chunks so far; made with the first entry (most streams have none). */
  private context: Map<string, unknown> | undefined;

  /**
   * @param observed - whether the hop opens an observation (the registry is not a no-op one)
   * @param subscribeNextStream - the chain's step that takes the next advisor and subscribes to it
   * @param transparent - unobserved only: hand the advisor's chunks on as they are, for a consumer
   *   that gathers the context and drops chunks without a chat response itself
   */
  constructor(
    private readonly observed: boolean,
    private readonly subscribeNextStream: SubscribeNextStream,
    private readonly transparent = false,
  ) {}

  next(): Promise<Result> {
    const upstream = this.upstream;
    if (upstream !== undefined) return this.pull(upstream);
    if (this.observed) return this.subscribeObserved();
    try {
      const subscribed = this.subscribeNextStream(undefined).stream[Symbol.asyncIterator]();
      this.upstream = subscribed;
      return this.pull(subscribed);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  return(): Promise<Result> {
    this.stop();
    const upstream = this.upstream;
    if (upstream?.return === undefined) return Promise.resolve(DONE);
    return upstream.return();
  }

  private pull(from: AsyncIterator<ChatClientResponse>): Promise<Result> {
    let upstream = from;
    // An unobserved hop below whose advisor handed the chain's stream on unchanged (a pass-through
    // advisor) only re-wraps each chunk for this hop, which re-wraps it again: nobody else sees its
    // responses, and the context this hop gathers from them equals what it gathers from their
    // source. Once that hop has subscribed (its advisor taken off the chain), read its source
    // directly: one promise and one response per chunk instead of one per hop (3 pass-through
    // advisors: 4 → 1 per chunk).
    while (upstream instanceof StreamHop && !upstream.observed && upstream.upstream !== undefined) {
      upstream = upstream.upstream;
    }
    if (upstream !== from) this.upstream = upstream;
    if (this.transparent) return Promise.resolve(upstream.next());
    return this.observation === undefined
      ? upstream.next().then(this.onNext)
      : upstream.next().then(this.onNext, this.onError);
  }

  private async subscribeObserved(): Promise<Result> {
    const contextView = await Flux.deferContextual((view: ContextView) => Flux.just(view)).blockLast();
    const parent = contextView?.getOrDefault<ObservationView | undefined>(ObservationThreadLocalAccessor.KEY, undefined);
    const subscription = this.subscribeNextStream(parent);
    this.observation = subscription.observation;
    this.observationContext = subscription.observationContext;
    let upstream: AsyncIterator<ChatClientResponse>;
    try {
      upstream = subscription.stream[Symbol.asyncIterator]();
    } catch (error) {
      return this.onError(error);
    }
    this.upstream = upstream;
    return this.pull(upstream);
  }

  private readonly onNext = (result: Result): Result | Promise<Result> => {
    if (result.done === true) {
      return this.observation === undefined ? result : this.complete(result);
    }
    const response = result.value;
    const context = response.context();
    if (context.size > 0) context.forEach(this.gather);
    const chatResponse = response.chatResponse();
    if (chatResponse === undefined || chatResponse === null) {
      return this.pull(this.upstream as AsyncIterator<ChatClientResponse>);
    }
    if (this.observation !== undefined) (this.chatResponses ??= []).push(chatResponse);
    return { done: false, value: new ChatClientResponse(chatResponse, new Map(this.context)) };
  };

  private readonly gather = (value: unknown, key: string): void => {
    (this.context ??= new Map()).set(key, value);
  };

  private readonly onError = (error: unknown): never => {
    if (!this.stopped) this.observation?.error(error);
    this.stop();
    throw error;
  };

  private async complete(result: Result): Promise<Result> {
    try {
      let aggregated: ChatResponse | undefined;
      await new MessageAggregator()
        .aggregate(Flux.fromArray(this.chatResponses ?? []), (chatResponse) => {
          aggregated = chatResponse;
        })
        .blockLast();
      this.chatResponses = undefined;
      this.observationContext?.setChatClientResponse(new ChatClientResponse(aggregated, new Map(this.context)));
    } finally {
      this.stop();
    }
    return result;
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.observation?.stop();
  }
}
