/* Ported from Spring AI DefaultChatClient.DefaultStreamResponseSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { abortableFlux } from './internal/abortable.js';
import { chatClientResponses, chatResponses, contents, type StreamProjection, UnobservedStream } from './internal/UnobservedStream.js';
import {
  CHAT_CLIENT_MESSAGE_AGGREGATOR,
  DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION,
} from './internal/defaults.js';
import { ObservationThreadLocalAccessor } from '../../micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { Observation } from '../../micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../reactive/Flux.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { BaseAdvisorChain } from './advisor/api/BaseAdvisorChain.js';
import { DefaultAroundAdvisorChain } from './advisor/DefaultAroundAdvisorChain.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { ChatClientRequest } from './ChatClientRequest.js';
import type { ChatClientResponse } from './ChatClientResponse.js';
import { ChatClientObservationContext } from './observation/ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import { ChatClientObservationDocumentation } from './observation/ChatClientObservationDocumentation.js';
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
 * With a no-op observation registry (Spring AI's default) the chat-client observation records
 * nothing, so the aggregate it would record is not built: each chunk takes one step from the
 * chain to the caller instead of passing the aggregator's operators. Chunks, their context and
 * the `"Aggregation Error"` log line of a failing stream are the same either way.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultStreamResponseSpec.html
 * @category Chat Client
 */
export class DefaultStreamResponseSpec implements StreamResponseSpec {
  private readonly request: ChatClientRequest;
  private readonly advisorChain: BaseAdvisorChain;
  private readonly observationRegistry: ObservationRegistry;
  private readonly observationConvention: ChatClientObservationConvention;
  private readonly signal: AbortSignal | undefined;

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
    Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
    Assert.notNull(advisorChain, 'advisorChain cannot be null');
    Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
    Assert.notNull(observationConvention, 'observationConvention cannot be null');
    this.request = chatClientRequest;
    this.advisorChain = advisorChain;
    this.observationRegistry = observationRegistry;
    this.observationConvention = observationConvention;
    this.signal = options?.signal ?? undefined;
  }

  private doGetObservableFluxChatResponse(chatClientRequest: ChatClientRequest): Flux<ChatClientResponse>;
  private doGetObservableFluxChatResponse<T>(chatClientRequest: ChatClientRequest, project: StreamProjection<T>): Flux<T>;
  private doGetObservableFluxChatResponse<T>(chatClientRequest: ChatClientRequest, project?: StreamProjection<T>): Flux<T | ChatClientResponse> {
    const observed = Flux.deferContextual<T | ChatClientResponse>((contextView) => {
      // The chain ends with ChatModelStreamAdvisor, which streams from the model.
      if (ObservationRegistry.isNoop(this.observationRegistry)) {
        // A no-op registry records nothing (the observation factory gives it Observation.NOOP):
        // one step per chunk, no aggregate (UnobservedStream, which also gathers the context and
        // drops empty chunks, so the first hop need not).
        const advisorChain = this.advisorChain;
        const chain =
          advisorChain instanceof DefaultAroundAdvisorChain
            ? advisorChain.nextStreamTransparent(chatClientRequest)
            : advisorChain.nextStream(chatClientRequest);
        const source = chain.contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, Observation.NOOP));
        return new Flux<T | ChatClientResponse>(
          () => new UnobservedStream<T | ChatClientResponse>(source, project ?? chatClientResponses, project === undefined),
        );
      }
      // Built only when the registry asks for it.
      let observationContext: ChatClientObservationContext | undefined;
      const observation = ChatClientObservationDocumentation.AI_CHAT_CLIENT.observation(
        this.observationConvention,
        DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION,
        () =>
          (observationContext = ChatClientObservationContext.builder()
            .request(chatClientRequest)
            .advisors(this.advisorChain.getStreamAdvisors())
            .stream(true)
            .build()),
        this.observationRegistry,
      );
      observation
        .parentObservation(contextView.getOrDefault<Observation | undefined>(ObservationThreadLocalAccessor.KEY, undefined))
        .start();
      const chatClientResponse = this.advisorChain
        .nextStream(chatClientRequest)
        .doOnError((error) => observation.error(error))
        .doFinally(() => observation.stop())
        .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, observation));
      const aggregated = CHAT_CLIENT_MESSAGE_AGGREGATOR.aggregateChatClientResponse(chatClientResponse, (response) =>
        observationContext?.setResponse(response),
      );
      if (project === undefined) return aggregated;
      return aggregated
        .map((response) => {
          const chatResponse = response.chatResponse();
          return chatResponse === undefined || chatResponse === null ? undefined : project(chatResponse, response.context());
        })
        .filter((value): value is T => value !== undefined);
    });
    return abortableFlux(observed, this.signal);
  }

  /** The chain's responses with their context, one per chunk. */
  chatClientResponse(): Flux<ChatClientResponse> {
    return this.doGetObservableFluxChatResponse(this.request);
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
