/* Ported from Spring AI StreamAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../../../java/reactor/Flux.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { Advisor } from './Advisor.js';
import type { StreamAdvisorChain } from './StreamAdvisorChain.js';

/**
 * An advisor around a streaming `ChatClient` call.
 *
 * It receives the request and the chain and returns the stream of responses, usually
 * `chain.nextStream(request)` with operators applied.
 *
 * @example
 * ```ts
 * import { ChatClient, Ordered, type ChatClientRequest, type ChatClientResponse, type ChatModel, type Flux, type StreamAdvisor, type StreamAdvisorChain } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Counts the chunks of every stream; operators run as the caller pulls the stream.
 * class ChunkCountingAdvisor implements StreamAdvisor {
 *   getName(): string {
 *     return 'ChunkCountingAdvisor';
 *   }
 *
 *   getOrder(): number {
 *     return Ordered.HIGHEST_PRECEDENCE + 100;
 *   }
 *
 *   adviseStream(request: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
 *     let chunks = 0;
 *     return chain
 *       .nextStream(request)
 *       .doOnNext(() => chunks++)
 *       .doOnComplete(() => console.log(`${chunks} chunks`));
 *   }
 * }
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(new ChunkCountingAdvisor()).build();
 * for await (const text of chatClient.prompt('Tell me a story').stream().content()) process.stdout.write(text);
 * ```
 *
 * @remarks
 * `adviseStream` returns the spring-ai-ts {@link Flux} (porting rule [5](../../../../../docs/PORTING.md#rule-5-streams)): argument checks throw
 * when it is called, everything else happens when the stream is consumed.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/StreamAdvisor.html
 * @category Advisors
 */
export interface StreamAdvisor extends Advisor {
  /** Advises the stream: usually returns `chain.nextStream(request)` with operators applied. */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse>;
}

/**
 * The constants of {@link StreamAdvisor} (inherited from `Advisor`) and its `instanceof` check.
 *
 * @category Advisors
 */
export const StreamAdvisor = {
  /** `Integer.MIN_VALUE`: the highest priority. */
  HIGHEST_PRECEDENCE: Advisor.HIGHEST_PRECEDENCE,
  /** `Integer.MAX_VALUE`: the lowest priority. */
  LOWEST_PRECEDENCE: Advisor.LOWEST_PRECEDENCE,
  /** Default order of the chat memory advisors. */
  DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER: Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER,
  /** True when `value` is an object with an `adviseStream` method (Java's `instanceof StreamAdvisor`). */
  isInstance(value: unknown): value is StreamAdvisor {
    return typeof value === 'object' && value !== null && typeof (value as StreamAdvisor).adviseStream === 'function';
  },
} as const;
