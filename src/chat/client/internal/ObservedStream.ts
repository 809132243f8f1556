/* spring-ai-ts, Apache-2.0. Internal: one observed step of the chat client's stream path. */
import { ObservationThreadLocalAccessor } from '../../../micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import type { Observation } from '../../../micrometer/observation/Observation.js';
import type { ObservationView } from '../../../micrometer/observation/ObservationView.js';
import type { ContextView } from '../../../reactive/ContextView.js';
import { Flux } from '../../../reactive/Flux.js';
import { MessageAggregator } from '../../model/MessageAggregator.js';
import type { ChatResponse } from '../../model/ChatResponse.js';
import { ChatClientResponse } from '../ChatClientResponse.js';

/**
 * What a stream hands out per chunk: `undefined` drops the chunk. `project` sees each response that
 * has a chat response; `context` is the context gathered from all responses so far (`undefined`
 * while empty).
 */
export type StreamProjection<T> = (chatResponse: ChatResponse, context: ReadonlyMap<string, unknown> | undefined) => T | undefined;

/** Each chunk with a copy of the context gathered so far, as `ChatClientMessageAggregator` hands it out. */
export const chatClientResponses: StreamProjection<ChatClientResponse> = (chatResponse, context) =>
  new ChatClientResponse(chatResponse, new Map(context));

/** The chat responses. */
export const chatResponses: StreamProjection<ChatResponse> = (chatResponse) => chatResponse;

/** The text of each chunk's first generation, chunks without text dropped. */
export const contents: StreamProjection<string> = (chatResponse) => {
  const text = chatResponse.getResult()?.getOutput()?.getText();
  return text === undefined || text === null || text === '' ? undefined : text;
};

/** An observation started for one subscription, and the stream it observes. */
export interface OpenedStream {
  /** Started, with the parent given to {@link OpenStream}; `Observation.NOOP` when nothing records. */
  observation: Observation;
  /** Subscribed with `observation` in its reactive context. */
  stream: Flux<ChatClientResponse>;
  /** Receives the aggregated response on completion; absent when no observation context reads it. */
  record?: (aggregated: ChatClientResponse) => void;
}

/** Starts the observation of one subscription under `parent` and names the stream it observes. */
export type OpenStream = (parent: ObservationView | undefined) => OpenedStream;

type Result<T> = IteratorResult<T>;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * A stream of chat-client responses observed as Spring observes one: the chat client's stream and
 * each hop of the advisor chain (Spring: `deferContextual`, `doOnError`, `doFinally`, `contextWrite`
 * and a `ChatClientMessageAggregator`), as one step per chunk.
 *
 * At the first pull it opens the stream under the observation found in the reactive context and
 * subscribes to it with its own observation there. Per chunk it gathers the context, drops chunks
 * without a chat response and hands out the projection of the others. When an observation context
 * reads the aggregate, it keeps the chat responses and records their `MessageAggregator` aggregate
 * before stopping the observation on completion; an error is recorded and stops it; a cancel stops it.
 */
export class ObservedStream<T> implements AsyncIterator<T> {
  private upstream: AsyncIterator<ChatClientResponse> | undefined;

  private observation: Observation | undefined;

  private record: ((aggregated: ChatClientResponse) => void) | undefined;

  /** Kept only while an observation context reads the aggregate. */
  private chatResponses: ChatResponse[] | undefined;

  private stopped = false;

  /** The context gathered from the chunks so far; made with the first entry (most streams have none). */
  private context: Map<string, unknown> | undefined;

  /**
   * A flux that observes the stream `open` names, once per subscription.
   * @param logErrors - log a failure as `MessageAggregator` logs it (the chat client's own stream)
   */
  static flux<T>(open: OpenStream, project: StreamProjection<T>, logErrors: boolean): Flux<T> {
    return Flux.deferContextual((contextView) => new Flux(() => new ObservedStream(open, project, logErrors, contextView)));
  }

  private constructor(
    private readonly open: OpenStream,
    private readonly project: StreamProjection<T>,
    private readonly logErrors: boolean,
    private readonly contextView: ContextView,
  ) {}

  next(): Promise<Result<T>> {
    const upstream = this.upstream ?? this.subscribe();
    if (upstream === undefined) return Promise.reject(this.failure);
    return upstream.next().then(this.onNext, this.onError);
  }

  return(): Promise<Result<T>> {
    this.stop();
    const upstream = this.upstream;
    if (upstream?.return === undefined) return Promise.resolve(DONE);
    return upstream.return().then(() => DONE);
  }

  private failure: unknown;

  private subscribe(): AsyncIterator<ChatClientResponse> | undefined {
    try {
      const opened = this.open(this.contextView.getOrDefault<ObservationView | undefined>(ObservationThreadLocalAccessor.KEY, undefined));
      const observation = opened.observation;
      this.observation = observation;
      this.record = opened.record;
      const upstream = opened.stream
        .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, observation))
        [Symbol.asyncIterator]();
      this.upstream = upstream;
      return upstream;
    } catch (error) {
      this.failure = error;
      this.fail(error);
      return undefined;
    }
  }

  private readonly onNext = (result: Result<ChatClientResponse>): Result<T> | Promise<Result<T>> => {
    if (result.done === true) return this.record === undefined ? this.complete() : this.aggregateAndComplete();
    const response = result.value;
    const context = response.context();
    if (context.size > 0) context.forEach(this.gather);
    const chatResponse = response.chatResponse();
    if (chatResponse === undefined || chatResponse === null) return this.next();
    if (this.record !== undefined) (this.chatResponses ??= []).push(chatResponse);
    const value = this.project(chatResponse, this.context);
    if (value === undefined) return this.next();
    return { done: false, value };
  };

  private readonly gather = (value: unknown, key: string): void => {
    (this.context ??= new Map()).set(key, value);
  };

  private readonly onError = (error: unknown): never => {
    this.fail(error);
    throw error;
  };

  private fail(error: unknown): void {
    if (this.logErrors) MessageAggregator._logStreamError(error);
    if (!this.stopped) this.observation?.error(error);
    this.stop();
  }

  private complete(): Result<T> {
    this.stop();
    return DONE;
  }

  private async aggregateAndComplete(): Promise<Result<T>> {
    try {
      let aggregated: ChatResponse | undefined;
      await new MessageAggregator()
        .aggregate(Flux.fromArray(this.chatResponses ?? []), (chatResponse) => {
          aggregated = chatResponse;
        })
        .blockLast();
      this.chatResponses = undefined;
      this.record?.(new ChatClientResponse(aggregated, new Map(this.context)));
    } finally {
      this.stop();
    }
    return DONE;
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.observation?.stop();
  }
}
