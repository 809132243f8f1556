/* spring-ai-ts, Apache-2.0. Internal: the chat client's stream when no observation reads its aggregate. */
import { MessageAggregator } from '../../model/MessageAggregator.js';
import type { ChatResponse } from '../../model/ChatResponse.js';
import { ChatClientResponse } from '../ChatClientResponse.js';

/**
 * What a stream hands out per chunk: `undefined` drops the chunk. `project` sees each response of
 * the chain that has a chat response; `context` is the context gathered from all responses so far
 * (`undefined` while empty).
 */
export type StreamProjection<T> = (chatResponse: ChatResponse, context: ReadonlyMap<string, unknown> | undefined) => T | undefined;

/** `chatClientResponse()`: each chunk with a copy of the context gathered so far, as the aggregator hands it out. */
export const chatClientResponses: StreamProjection<ChatClientResponse> = (chatResponse, context) =>
  new ChatClientResponse(chatResponse, new Map(context));

/** `chatResponse()`: the chat responses. */
export const chatResponses: StreamProjection<ChatResponse> = (chatResponse) => chatResponse;

/** `content()`: the text of each chunk's first generation, chunks without text dropped. */
export const contents: StreamProjection<string> = (chatResponse) => {
  const text = chatResponse.getResult()?.getOutput()?.getText();
  return text === undefined || text === null || text === '' ? undefined : text;
};

type Result<T> = IteratorResult<T>;

/**
 * The chat client's stream over the advisor chain when the observation registry is a no-op one,
 * as one step per chunk (one promise) instead of the `doOnError`, `doFinally`,
 * `ChatClientMessageAggregator` (map, filter, aggregate, map) and `map`/`filter` layers: with no
 * observation nothing reads the aggregate, so none is built, but a failure is logged as the
 * aggregator logs it. Chunks without a chat response are dropped, as the aggregator drops them.
 */
export class UnobservedStream<T> implements AsyncIterator<T> {
  private upstream: AsyncIterator<ChatClientResponse> | undefined;
  private context: Map<string, unknown> | undefined;

  constructor(
    private readonly source: AsyncIterable<ChatClientResponse>,
    private readonly project: StreamProjection<T>,
    private readonly gatherContext: boolean,
  ) {}

  next(): Promise<Result<T>> {
    let upstream = this.upstream;
    if (upstream === undefined) {
      try {
        upstream = this.source[Symbol.asyncIterator]();
      } catch (error) {
        MessageAggregator._logStreamError(error);
        return Promise.reject(error);
      }
      this.upstream = upstream;
    }
    return upstream.next().then(this.onNext, this.onError);
  }

  return(): Promise<Result<T>> {
    const upstream = this.upstream;
    if (upstream?.return === undefined) return Promise.resolve({ done: true, value: undefined });
    return upstream.return().then(() => ({ done: true, value: undefined }));
  }

  private readonly onNext = (result: Result<ChatClientResponse>): Result<T> | Promise<Result<T>> => {
    if (result.done === true) return result;
    const response = result.value;
    if (this.gatherContext) response.context().forEach(this.gather);
    const chatResponse = response.chatResponse();
    const value = chatResponse === undefined || chatResponse === null ? undefined : this.project(chatResponse, this.context);
    if (value === undefined) return (this.upstream as AsyncIterator<ChatClientResponse>).next().then(this.onNext, this.onError);
    return { done: false, value };
  };

  private readonly gather = (value: unknown, key: string): void => {
    (this.context ??= new Map()).set(key, value);
  };

  private readonly onError = (error: unknown): never => {
    MessageAggregator._logStreamError(error);
    throw error;
  };
}
