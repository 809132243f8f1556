/* Ported from Spring AI DefaultChatClient.DefaultStreamResponseSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { abortableFlux } from './internal/abortable.js';
import {
  chatClientResponses,
  chatResponses,
  contents,
  ObservedStream,
  type OpenedStream,
  type StreamProjection,
} from './internal/ObservedStream.js';
import { ResponseSpecBase } from './internal/ResponseSpecBase.js';
import type { ObservationView } from '../../java/micrometer/observation/ObservationView.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { Flux } from '../../java/reactor/Flux.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { BaseAdvisorChain } from './advisor/api/BaseAdvisorChain.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { ChatClientRequest } from './ChatClientRequest.js';
import type { ChatClientResponse } from './ChatClientResponse.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { StreamResponseSpec } from './StreamResponseSpec.js';

/**
 * The {@link StreamResponseSpec} returned by `stream()`: each flux runs the advisor chain when
 * iterated, inside a `spring.ai.chat.client` observation that records the aggregated response.
 * Reachable as `DefaultChatClient.DefaultStreamResponseSpec`.
 *
 * @remarks
 * The optional fifth constructor argument carries `{ signal }` (an addition): every upstream pull
 * runs inside `AbortSignalContext.run(signal, …)`, and an abort ends the flux with
 * `AbortedException` and cancels upstream, which closes the model stream. Leaving a `for await`
 * early cancels the same way.
 *
 * Each chunk takes one step from the chain to the caller instead of passing the aggregator's
 * operators; the aggregate is built only when the observation has a context that reads it (not
 * with a no-op registry, Spring AI's default).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultStreamResponseSpec.html
 * @category Chat Client
 */
export class DefaultStreamResponseSpec extends ResponseSpecBase implements StreamResponseSpec {
  /**
   * @param chatClientRequest - the request to run
   * @param advisorChain - the chain that ends with the model advisors
   * @param observationRegistry - where the chat-client observation is recorded
   * @param observationConvention - names the observation and its key values
   * @param options - `{ signal }` to abort the stream (an addition to Spring AI)
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`, `"advisorChain cannot be null"`,
   *   `"observationRegistry cannot be null"`, `"observationConvention cannot be null"`
   */
  constructor(
    chatClientRequest: ChatClientRequest,
    advisorChain: BaseAdvisorChain,
    observationRegistry: ObservationRegistry,
    observationConvention: ChatClientObservationConvention,
    options?: ChatClientCallOptions,
  ) {
    super(chatClientRequest, advisorChain, observationRegistry, observationConvention, options);
  }

  private doGetObservableFluxChatResponse<T>(chatClientRequest: ChatClientRequest, project: StreamProjection<T>): Flux<T> {
    const open = (parent: ObservationView | undefined): OpenedStream => {
      const { observation, record } = this.chatClientObservation(chatClientRequest, true);
      observation.parentObservation(parent).start();
      // The chain ends with ChatModelStreamAdvisor, which streams from the model.
      const stream = this.advisorChain.nextStream(chatClientRequest);
      return { observation, stream, record };
    };
    return abortableFlux(ObservedStream.flux(open, project, true), this.signal);
  }

  /** The chain's responses with their context, one per chunk. */
  chatClientResponse(): Flux<ChatClientResponse> {
    return this.doGetObservableFluxChatResponse(this.request, chatClientResponses);
  }

  /** The model's response chunks; chunks without a response are dropped. */
  chatResponse(): Flux<ChatResponse> {
    return this.doGetObservableFluxChatResponse(this.request, chatResponses);
  }

  /** The text of each chunk's first generation; chunks without text are dropped. */
  content(): Flux<string> {
    return this.doGetObservableFluxChatResponse(this.request, contents);
  }
}
