/* Ported from Spring AI ChatClientMessageAggregator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../java/reactor/Flux.js';
import { MessageAggregator } from '../model/MessageAggregator.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import { ChatClientResponse } from './ChatClientResponse.js';

/**
 * Aggregates a stream of {@link ChatClientResponse} chunks while passing them on: when the
 * stream completes, the handler receives one response with the aggregated `ChatResponse`
 * (`MessageAggregator` semantics) and the union of the chunks' contexts.
 *
 * Chunks without a chat response are dropped from the output (their context still counts), and
 * every chunk passed on is a new `ChatClientResponse` carrying the context gathered so far.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientMessageAggregator.html
 * @category Chat Client
 */
export class ChatClientMessageAggregator {
  /**
   * Passes the chunks on and calls `aggregationHandler` with the aggregated response when the
   * stream completes (not on error or cancellation).
   */
  aggregateChatClientResponse(
    chatClientResponses: Flux<ChatClientResponse>,
    aggregationHandler: (aggregated: ChatClientResponse) => void,
  ): Flux<ChatClientResponse> {
    // One map per call, shared by every subscription, as Spring's AtomicReference is.
    const context = new Map<string, unknown>();
    const chatResponses = chatClientResponses
      .map((chatClientResponse) => {
        for (const [key, value] of chatClientResponse.context()) context.set(key, value);
        return chatClientResponse.chatResponse();
      })
      .filter((chatResponse): chatResponse is ChatResponse => chatResponse !== undefined && chatResponse !== null);
    return new MessageAggregator()
      .aggregate(chatResponses, (aggregatedChatResponse) => {
        aggregationHandler(new ChatClientResponse(aggregatedChatResponse, new Map(context)));
      })
      // A copy per chunk, as Spring's builder makes; `new Map(map)` instead of a builder's entry loop.
      .map((chatResponse) => new ChatClientResponse(chatResponse, new Map(context)));
  }
}
