/* spring-ai-ts, Apache-2.0. Internal: one observed step of the chat client's stream path. */
import { ObservationThreadLocalAccessor } from '../../../java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import type { Observation } from '../../../java/micrometer/observation/Observation.js';
import type { ObservationView } from '../../../java/micrometer/observation/ObservationView.js';
import type { ContextView } from '../../../java/reactor/ContextView.js';
import { Flux } from '../../../java/reactor/Flux.js';
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
  record?: ((aggregated: ChatClientResponse) => void) | undefined;
}

/** Starts the observation of one subscription under `parent` and names the stream it observes. */
export type OpenStream = (parent: ObservationView | undefined) => OpenedStream;

type Result<T> = IteratorResult<T>;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** One opened observation of a subscription: the chat client's or one advisor hop's. */
interface Layer {
  readonly observation: Observation;
  readonly record: ((aggregated: ChatClientResponse) => void) | undefined;
  readonly logErrors: boolean;
  stopped: boolean;
}

/** How each flux made by {@link ObservedStream.flux} opens its stream, and whether it logs failures. */
const definitions = new WeakMap<Flux<unknown>, { open: OpenStream; logErrors: boolean }>();

/**
 * A stream of chat-client responses observed as Spring observes one: the chat client's stream and
 * each hop of the advisor chain (Spring: `deferContextual`, `doOnError`, `doFinally`, `contextWrite`
 * and a `ChatClientMessageAggregator`), as one step per chunk.
 *
 * At the first pull it opens the stream under the observation found in the reactive context. When
 * that stream is itself one of these (the chat client's chain, or the chain a pass-through advisor
 * hands back), it opens it as an inner layer under its own observation, and so on down; it then
 * subscribes to the innermost stream with the innermost observation in the reactive context. The
 * layers see the same chunks, so one step per chunk serves them all, observed or not: it gathers
 * the context, drops chunks without a chat response and hands out the projection of the others.
 * A layer whose observation context reads the aggregate gets the chat responses' `MessageAggregator`
 * aggregate on completion, before its observation stops (innermost layer first); an error is
 * recorded on each layer's observation and stops it (innermost first); a cancel stops them
 * (outermost first, as nested subscriptions would).
 */
export class ObservedStream<T> implements AsyncIterator<T> {
  private upstream: AsyncIterator<ChatClientResponse> | undefined;

  /** Outermost first. */
  private readonly layers: Layer[] = [];

  /** Kept only while a layer's observation context reads the aggregate. */
  private chatResponses: ChatResponse[] | undefined;

  private recording = false;

  private failure: unknown;

  /** The context gathered from the chunks so far; made with the first entry (most streams have none). */
  private context: Map<string, unknown> | undefined;

  /**
   * A flux that observes the stream `open` names, once per subscription.
   * @param logErrors - log a failure as `MessageAggregator` logs it (the chat client's own stream)
   */
  static flux<T>(open: OpenStream, project: StreamProjection<T>, logErrors: boolean): Flux<T> {
    const flux = Flux.deferContextual((contextView) => new Flux(() => new ObservedStream(open, project, logErrors, contextView)));
    definitions.set(flux as Flux<unknown>, { open, logErrors });
    return flux;
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
    for (const layer of this.layers) this.stop(layer);
    const upstream = this.upstream;
    if (upstream?.return === undefined) return Promise.resolve(DONE);
    return upstream.return().then(() => DONE);
  }

  private subscribe(): AsyncIterator<ChatClientResponse> | undefined {
    try {
      let parent = this.contextView.getOrDefault<ObservationView | undefined>(ObservationThreadLocalAccessor.KEY, undefined);
      let definition: { open: OpenStream; logErrors: boolean } | undefined = { open: this.open, logErrors: this.logErrors };
      let stream: Flux<ChatClientResponse> | undefined;
      let observation: Observation | undefined;
      while (definition !== undefined) {
        const opened = definition.open(parent);
        observation = opened.observation;
        this.layers.push({ observation, record: opened.record, logErrors: definition.logErrors, stopped: false });
        if (opened.record !== undefined) this.recording = true;
        parent = observation;
        stream = opened.stream;
        definition = definitions.get(stream as Flux<unknown>);
      }
      const innermost = observation as Observation;
      const upstream = (stream as Flux<ChatClientResponse>)
        .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, innermost))
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
    if (result.done === true) return this.recording ? this.aggregateAndComplete() : this.complete();
    const response = result.value;
    const context = response.context();
    if (context.size > 0) context.forEach(this.gather);
    const chatResponse = response.chatResponse();
    if (chatResponse === undefined || chatResponse === null) return this.next();
    if (this.recording) (this.chatResponses ??= []).push(chatResponse);
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

  /** Innermost layer first, as the error travels out through nested subscriptions. */
  private fail(error: unknown): void {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const layer = this.layers[i] as Layer;
      if (layer.logErrors) MessageAggregator._logStreamError(error);
      if (!layer.stopped) layer.observation.error(error);
      this.stop(layer);
    }
    if (this.layers.length === 0 && this.logErrors) MessageAggregator._logStreamError(error);
  }

  private complete(): Result<T> {
    for (let i = this.layers.length - 1; i >= 0; i--) this.stop(this.layers[i] as Layer);
    return DONE;
  }

  private async aggregateAndComplete(): Promise<Result<T>> {
    let aggregated: ChatResponse | undefined;
    try {
      await new MessageAggregator()
        .aggregate(Flux.fromArray(this.chatResponses ?? []), (chatResponse) => {
          aggregated = chatResponse;
        })
        .blockLast();
      this.chatResponses = undefined;
      for (let i = this.layers.length - 1; i >= 0; i--) {
        const layer = this.layers[i] as Layer;
        layer.record?.(new ChatClientResponse(aggregated, new Map(this.context)));
        this.stop(layer);
      }
    } finally {
      this.complete();
    }
    return DONE;
  }

  private stop(layer: Layer): void {
    if (layer.stopped) return;
    layer.stopped = true;
    layer.observation.stop();
  }
}
