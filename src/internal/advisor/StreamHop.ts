/* spring-ai-ts, Apache-2.0. Internal: the iterator of one stream hop of DefaultAroundAdvisorChain. */
import { ChatClientResponse } from '../../chat/client/ChatClientResponse.js';
import type { ChatClientRequest } from '../../chat/client/ChatClientRequest.js';
import type { Flux } from '../../reactive/Flux.js';

/** What a hop needs from its chain: the next advisor's stream, taken at subscription. */
export interface StreamHopSource {
  _subscribeNextStream(chatClientRequest: ChatClientRequest): { stream: Flux<ChatClientResponse>; aggregated: boolean };
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * One subscription to `chain.nextStream(request)`. At the first pull it takes the next advisor
 * off the chain (Spring's `deferContextual` pop). Unobserved, it does in one step what Spring's
 * per-hop `ChatClientMessageAggregator` does to the chunks (drop those without a chat response,
 * re-wrap each with the context gathered so far) and skips the aggregate, which only an observation
 * would read; observed, the chain's own observation and aggregator pipeline runs and this passes it
 * on. Either way one promise per chunk, instead of one per operator.
 */
export class StreamHop implements AsyncIterator<ChatClientResponse> {
  private upstream: AsyncIterator<ChatClientResponse> | undefined;

  private aggregated = false;

  private readonly context = new Map<string, unknown>();

  constructor(
    private readonly chain: StreamHopSource,
    private readonly chatClientRequest: ChatClientRequest,
  ) {}

  next(): Promise<IteratorResult<ChatClientResponse>> {
    let upstream = this.upstream;
    if (upstream === undefined) {
      try {
        const subscription = this.chain._subscribeNextStream(this.chatClientRequest);
        this.aggregated = subscription.aggregated;
        upstream = subscription.stream[Symbol.asyncIterator]();
        this.upstream = upstream;
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.aggregated ? upstream.next() : upstream.next().then(this.onNext);
  }

  private readonly onNext = (
    result: IteratorResult<ChatClientResponse>,
  ): IteratorResult<ChatClientResponse> | Promise<IteratorResult<ChatClientResponse>> => {
    if (result.done === true) return result;
    const response = result.value;
    for (const [key, value] of response.context()) this.context.set(key, value);
    const chatResponse = response.chatResponse();
    if (chatResponse === undefined || chatResponse === null) {
      return (this.upstream as AsyncIterator<ChatClientResponse>).next().then(this.onNext);
    }
    return { done: false, value: new ChatClientResponse(chatResponse, new Map(this.context)) };
  };

  return(): Promise<IteratorResult<ChatClientResponse>> {
    const upstream = this.upstream;
    if (upstream?.return === undefined) return Promise.resolve(DONE);
    return upstream.return();
  }
}
