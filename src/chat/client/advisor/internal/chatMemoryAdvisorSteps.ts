/* spring-ai-ts, Apache-2.0. Internal: the steps MessageChatMemoryAdvisor and PromptChatMemoryAdvisor share. */
import { Assert } from '../../../../java/core/Assert.js';
import { Flux } from '../../../../java/reactor/Flux.js';
import type { ChatMemory } from '../../../memory/ChatMemory.js';
import type { Message } from '../../../messages/Message.js';
import { ChatClientMessageAggregator } from '../../ChatClientMessageAggregator.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import type { AdvisorChain } from '../api/AdvisorChain.js';
import type { StreamAdvisorChain } from '../api/StreamAdvisorChain.js';

/** The two halves of a memory advisor. */
interface BeforeAndAfter {
  before(chatClientRequest: ChatClientRequest, advisorChain: AdvisorChain): Promise<ChatClientRequest>;
  after(chatClientResponse: ChatClientResponse, advisorChain: AdvisorChain): Promise<ChatClientResponse>;
}

/**
 * A memory advisor's stream: `before` when the stream is consumed, the rest of the chain's chunks
 * passed on, and `after` once on the aggregated response before the stream completes (so the next
 * request of the conversation sees the answer).
 *
 * @throws IllegalArgumentException `"chatClientRequest cannot be null"`, `"streamAdvisorChain cannot be null"`
 */
export function streamAroundMemory(
  advisor: BeforeAndAfter,
  chatClientRequest: ChatClientRequest,
  streamAdvisorChain: StreamAdvisorChain,
): Flux<ChatClientResponse> {
  Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
  Assert.notNull(streamAdvisorChain, 'streamAdvisorChain cannot be null');
  return Flux.defer(async () => {
    const processedRequest = await advisor.before(chatClientRequest, streamAdvisorChain);
    let aggregated: ChatClientResponse | undefined;
    return new ChatClientMessageAggregator()
      .aggregateChatClientResponse(streamAdvisorChain.nextStream(processedRequest), (response) => {
        aggregated = response;
      })
      .concatWith(
        Flux.defer(async () => {
          if (aggregated !== undefined) await advisor.after(aggregated, streamAdvisorChain);
          return Flux.empty<ChatClientResponse>();
        }),
      );
  });
}

/** Java's default `ChatMemory.add(conversationId, message)`: its checks, then `add(id, [message])`. */
export async function addOneMessage(chatMemory: ChatMemory, conversationId: string, message: Message): Promise<void> {
  Assert.hasText(conversationId, 'conversationId cannot be null or empty');
  Assert.notNull(message, 'message cannot be null');
  await chatMemory.add(conversationId, [message]);
}
