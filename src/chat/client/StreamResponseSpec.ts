/* Ported from Spring AI ChatClient.StreamResponseSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../../java/reactor/Flux.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { ChatClientResponse } from './ChatClientResponse.js';

/**
 * The result of `stream()`: each method returns a cold {@link Flux} that runs the advisor chain
 * and the streaming model when iterated. Reachable as `ChatClient.StreamResponseSpec`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.StreamResponseSpec.html
 * @category Chat Client
 */
export interface StreamResponseSpec {
  /** The chain's responses with their context, one per chunk. */
  chatClientResponse(): Flux<ChatClientResponse>;

  /** The model's response chunks (chunks without a response are dropped). */
  chatResponse(): Flux<ChatResponse>;

  /** The text of each chunk's first generation; empty texts are dropped. */
  content(): Flux<string>;
}
