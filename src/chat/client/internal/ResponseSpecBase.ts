/* spring-ai-ts, Apache-2.0. Internal: what the call and the stream response specs share. */
import { Assert } from '../../../java/core/Assert.js';
import type { Observation } from '../../../java/micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import type { BaseAdvisorChain } from '../advisor/api/BaseAdvisorChain.js';
import type { ChatClientCallOptions } from '../ChatClientCallOptions.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import { ChatClientObservationContext } from '../observation/ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from '../observation/ChatClientObservationConvention.js';
import { ChatClientObservationDocumentation } from '../observation/ChatClientObservationDocumentation.js';
import { DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION } from './defaults.js';

/** A `spring.ai.chat.client` observation (not started) and where its response goes. */
export interface ChatClientObservation {
  observation: Observation;
  /** Records the response on the observation context; absent when the registry built none. */
  record: ((response: ChatClientResponse) => void) | undefined;
}

/**
 * The request, the chain and the observation settings of one `call()` or `stream()`, checked once,
 * and the chat-client observation both record.
 */
export abstract class ResponseSpecBase {
  /** The request the chain runs. */
  protected readonly request: ChatClientRequest;
  /** The advisor chain, ending at the model advisor. */
  protected readonly advisorChain: BaseAdvisorChain;
  /** Where the chat-client observation is recorded. */
  protected readonly observationRegistry: ObservationRegistry;
  /** A custom convention for the observation (the default one when none was set). */
  protected readonly observationConvention: ChatClientObservationConvention;
  /** The caller's abort signal, if any. */
  protected readonly signal: AbortSignal | undefined;

  /**
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`, `"advisorChain cannot be null"`,
   *   `"observationRegistry cannot be null"`, `"observationConvention cannot be null"`
   */
  protected constructor(
    chatClientRequest: ChatClientRequest,
    advisorChain: BaseAdvisorChain,
    observationRegistry: ObservationRegistry,
    observationConvention: ChatClientObservationConvention,
    options: ChatClientCallOptions | undefined,
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

  /**
   * The chat-client observation of `chatClientRequest`; its context (the call's or the stream's
   * advisors, and the output format of a call) is built only when the registry asks for it.
   * @internal
   */
  protected chatClientObservation(chatClientRequest: ChatClientRequest, stream: boolean, format?: string): ChatClientObservation {
    let observationContext: ChatClientObservationContext | undefined;
    const observation = ChatClientObservationDocumentation.AI_CHAT_CLIENT.observation(
      this.observationConvention,
      DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION,
      () =>
        (observationContext = ChatClientObservationContext.builder()
          .request(chatClientRequest)
          .advisors(stream ? this.advisorChain.getStreamAdvisors() : this.advisorChain.getCallAdvisors())
          .stream(stream)
          .format(format)
          .build()),
      this.observationRegistry,
    );
    const context = observationContext as ChatClientObservationContext | undefined;
    return { observation, record: context === undefined ? undefined : (response) => context.setResponse(response) };
  }
}
