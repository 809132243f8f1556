/* Ported from Spring AI OpenAiChatModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatModel } from '../../chat/model/ChatModel.js';
import { ChatResponse } from '../../chat/model/ChatResponse.js';
import { MessageAggregator } from '../../chat/model/MessageAggregator.js';
import { ChatModelObservationContext } from '../../chat/observation/ChatModelObservationContext.js';
import type { ChatModelObservationConvention } from '../../chat/observation/ChatModelObservationConvention.js';
import { ChatModelObservationDocumentation } from '../../chat/observation/ChatModelObservationDocumentation.js';
import { DefaultChatModelObservationConvention } from '../../chat/observation/DefaultChatModelObservationConvention.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Prompt } from '../../chat/prompt/Prompt.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationThreadLocalAccessor } from '../../java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import type { Observation } from '../../java/micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../java/reactor/Flux.js';
import type { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { DefaultToolExecutionEligibilityPredicate } from '../tool/DefaultToolExecutionEligibilityPredicate.js';
import { ChatModelToolLoop } from '../tool/loop/ChatModelToolLoop.js';
import { ToolCallingManager } from '../tool/ToolCallingManager.js';
import type { ToolExecutionEligibilityPredicate } from '../tool/ToolExecutionEligibilityPredicate.js';
import type { ChatCompletionChunk } from './api/ChatCompletionChunk.js';
import type { ChatCompletionRequest } from './api/ChatCompletionRequest.js';
import type { OpenAiApi } from './api/OpenAiApi.js';
import { OpenAiApiConstants } from './api/OpenAiApiConstants.js';
import { OpenAiStreamFunctionCallingHelper } from './api/OpenAiStreamFunctionCallingHelper.js';
import { OutputModality } from './api/OutputModality.js';
import { createRequest, requestOptions, toMessages } from './internal/requests.js';
import { OpenAiResponseHeaderExtractor } from './metadata/support/OpenAiResponseHeaderExtractor.js';
import { chunkToResponse, completionToResponse, metadataWithUsage } from './internal/responses.js';
import { StreamResponses } from './internal/StreamResponses.js';
import { OpenAiChatModelBuilder, type OpenAiChatModelParts } from './OpenAiChatModelBuilder.js';
import { OpenAiChatOptions } from './OpenAiChatOptions.js';

const logger = LoggerFactory.getLogger('OpenAiChatModel');
const DEFAULT_OBSERVATION_CONVENTION: ChatModelObservationConvention = new DefaultChatModelObservationConvention();
let defaultToolCallingManager: ToolCallingManager | undefined;
const CHUNKS = new OpenAiStreamFunctionCallingHelper();


/**
 * The OpenAI {@link ChatModel} (also for OpenAI-compatible servers): `call` and `stream` over
 * {@link OpenAiApi}, with retries of blocking requests, one chat-model observation per request
 * (provider `openai`), and Spring AI 1.1.8's internal tool loop: when the model asks for tools
 * and internal execution is enabled, the model runs them through the {@link ToolCallingManager}
 * and sends the results back (or returns them when a tool is `returnDirect`).
 *
 * @example
 * ```ts
 * import { Prompt } from 'spring-ai-ts';
 * import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
 *
 * const openAiApi = OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build();
 * const chatModel = OpenAiChatModel.builder()
 *   .openAiApi(openAiApi)
 *   .defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.7).build())
 *   .build();
 * const response = await chatModel.call(new Prompt('Hello'));
 * ```
 *
 * @remarks The differences from Spring AI 1.1.8 are listed in docs/migration/openai.md: usage is
 * summed over the rounds of the tool loop in streams as in calls, tool-call limits and the repeat
 * guard of the shared tool loop apply.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiChatModel.html
 * @category Models/OpenAI
 */
export class OpenAiChatModel extends ChatModel {
  /** The builder class, as `OpenAiChatModel.Builder`. */
  static readonly Builder = OpenAiChatModelBuilder;

  private readonly defaultOptions: OpenAiChatOptions;
  private readonly retryTemplate: RetryTemplate;
  private readonly openAiApi: OpenAiApi;
  private readonly observationRegistry: ObservationRegistry;
  private readonly toolCallingManager: ToolCallingManager;
  private readonly toolExecutionEligibilityPredicate: ToolExecutionEligibilityPredicate;
  private readonly toolLoop: ChatModelToolLoop;
  private observationConvention: ChatModelObservationConvention = DEFAULT_OBSERVATION_CONVENTION;

  /**
   * Every collaborator (the eligibility predicate defaults to Spring's).
   *
   * @throws IllegalArgumentException `"openAiApi cannot be null"`, `"defaultOptions cannot be null"`,
   *   `"toolCallingManager cannot be null"`, `"retryTemplate cannot be null"`,
   *   `"observationRegistry cannot be null"`, `"toolExecutionEligibilityPredicate cannot be null"`
   */
  constructor(
    openAiApi: OpenAiApi,
    defaultOptions: OpenAiChatOptions,
    toolCallingManager: ToolCallingManager,
    retryTemplate: RetryTemplate,
    observationRegistry: ObservationRegistry,
    toolExecutionEligibilityPredicate?: ToolExecutionEligibilityPredicate,
  ) {
    super();
    const predicate = arguments.length >= 6 ? toolExecutionEligibilityPredicate : new DefaultToolExecutionEligibilityPredicate();
    Assert.notNull(openAiApi, 'openAiApi cannot be null');
    Assert.notNull(defaultOptions, 'defaultOptions cannot be null');
    Assert.notNull(toolCallingManager, 'toolCallingManager cannot be null');
    Assert.notNull(retryTemplate, 'retryTemplate cannot be null');
    Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
    Assert.notNull(predicate, 'toolExecutionEligibilityPredicate cannot be null');
    this.openAiApi = openAiApi;
    this.defaultOptions = defaultOptions;
    this.toolCallingManager = toolCallingManager;
    this.retryTemplate = retryTemplate;
    this.observationRegistry = observationRegistry;
    this.toolExecutionEligibilityPredicate = predicate as ToolExecutionEligibilityPredicate;
    this.toolLoop = new ChatModelToolLoop(toolCallingManager, this.toolExecutionEligibilityPredicate);
  }

  /** A builder with Spring's defaults. */
  static builder(): OpenAiChatModelBuilder {
    return new OpenAiChatModelBuilder();
  }

  /** A builder with this model's collaborators. */
  mutate(): OpenAiChatModelBuilder {
    return new OpenAiChatModelBuilder(this.parts());
  }

  /** A model with the same collaborators. */
  clone(): OpenAiChatModel {
    return this.mutate().build();
  }

  private parts(): OpenAiChatModelParts {
    return {
      openAiApi: this.openAiApi,
      defaultOptions: this.defaultOptions,
      toolCallingManager: this.toolCallingManager,
      retryTemplate: this.retryTemplate,
      observationRegistry: this.observationRegistry,
      toolExecutionEligibilityPredicate: this.toolExecutionEligibilityPredicate,
    };
  }

  /** Sends the prompt; runs requested tools and continues while internal tool execution applies. */
  override async call(prompt: Prompt): Promise<ChatResponse> {
    let previousResponse: ChatResponse | undefined;
    return this.toolLoop.call(this.buildRequestPrompt(prompt), async (requestPrompt) => {
      previousResponse = await this.internalCall(requestPrompt, previousResponse);
      return previousResponse;
    });
  }

  /** One blocking request (observed, retried), its usage added to `previousChatResponse`'s; no tool execution. */
  private async internalCall(prompt: Prompt, previousChatResponse: ChatResponse | undefined): Promise<ChatResponse> {
    const request = this.createRequest(prompt, false);
    let observationContext: ChatModelObservationContext | undefined;
    return ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
      this.observationConvention,
      DEFAULT_OBSERVATION_CONVENTION,
      () => (observationContext = ChatModelObservationContext.builder().prompt(prompt).provider(OpenAiApiConstants.PROVIDER_NAME).build()),
      this.observationRegistry,
    ).observe(async () => {
      const headers = this.additionalHttpHeaders(prompt);
      const completionEntity = await this.retryTemplate.execute(() => this.openAiApi.chatCompletionEntity(request, headers));
      const chatCompletion = completionEntity.getBody();
      if (chatCompletion === undefined || chatCompletion === null) {
        logger.warn('No chat completion returned for prompt: {}', prompt);
        return new ChatResponse([]);
      }
      if (chatCompletion.choices() === undefined) {
        logger.warn('No choices returned for prompt: {}', prompt);
        return new ChatResponse([]);
      }
      const rateLimit = OpenAiResponseHeaderExtractor.extractAiResponseHeaders(completionEntity);
      const chatResponse = completionToResponse(chatCompletion, request, rateLimit, previousChatResponse);
      observationContext?.setResponse(chatResponse);
      return chatResponse;
    });
  }

  /** Streams the prompt; requested tools run when a round asked for them and the next round streams on. */
  override stream(prompt: Prompt): Flux<ChatResponse> {
    return this.internalStream(this.buildRequestPrompt(prompt), undefined);
  }

  private internalStream(prompt: Prompt, previousChatResponse: ChatResponse | undefined): Flux<ChatResponse> {
    return Flux.deferContextual((contextView) => {
      const request = this.createRequest(prompt, true);
      if (request.outputModalities()?.includes(OutputModality.AUDIO)) {
        logger.warn('Audio output is not supported for streaming requests. Removing audio output.');
        throw new IllegalArgumentException('Audio output is not supported for streaming requests.');
      }
      if (request.audioParameters() !== undefined) {
        logger.warn('Audio parameters are not supported for streaming requests. Removing audio parameters.');
        throw new IllegalArgumentException('Audio parameters are not supported for streaming requests.');
      }
      const completionChunks = this.openAiApi.chatCompletionStream(request, this.additionalHttpHeaders(prompt));
      const roles = new Map<string, string>();
      let observationContext: ChatModelObservationContext | undefined;
      const observation = ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
        this.observationConvention,
        DEFAULT_OBSERVATION_CONVENTION,
        () => (observationContext = ChatModelObservationContext.builder().prompt(prompt).provider(OpenAiApiConstants.PROVIDER_NAME).build()),
        this.observationRegistry,
      );
      observation.parentObservation(contextView.getOrDefault<Observation | undefined>(ObservationThreadLocalAccessor.KEY, undefined)).start();
      // The responses see the subscriber's reactive context (with this round's observation): the
      // tools run in it, as in Spring's deferContextual around them.
      const responses = Flux.deferContextual<ChatResponse>((toolContext) =>
        new Flux<ChatResponse>(
          () =>
            new StreamResponses<ChatCompletionChunk>({
            chunks: completionChunks,
            toResponse: (chunk) => this.toResponse(chunk, request, roles, previousChatResponse),
            includeUsage: request.streamOptions()?.includeUsage() === true,
            withUsage: metadataWithUsage,
            toolExecutionRequired: (response) => this.toolLoop.toolExecutionRequired(prompt.getOptions(), response),
            afterTools: async (response) => {
              const outcome = await this.toolLoop.runStreamedRound(prompt, response, toolContext);
              // Direct tool results (or a breached tool-call limit) end the stream; otherwise the results go back to the model.
              return outcome.kind === 'final' ? Flux.just(outcome.response) : this.internalStream(outcome.prompt, response);
            },
          }),
        ),
      );
      const flux = responses
        .doOnError((error) => observation.error(error))
        .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, observation));
      const context = observationContext as ChatModelObservationContext | undefined;
      // Only an observation context reads the aggregate (a no-op registry builds none). The
      // observation stops after the aggregator gave it the response, as Reactor's doFinally runs
      // after the completion reached the aggregator downstream of it.
      if (context === undefined) return flux.doOnError(MessageAggregator._logStreamError).doFinally(() => observation.stop());
      return new MessageAggregator().aggregate(flux, (aggregated) => context.setResponse(aggregated)).doFinally(() => observation.stop());
    });
  }

  private toResponse(chunk: ChatCompletionChunk, request: ChatCompletionRequest, roles: Map<string, string>, previous: ChatResponse | undefined): ChatResponse {
    try {
      return chunkToResponse(chunk, request, roles, previous, (c) => CHUNKS.chunkToChatCompletion(c));
    } catch (error) {
      logger.error('Error processing chat completion', error);
      return new ChatResponse([]);
    }
  }

  private additionalHttpHeaders(prompt: Prompt): Map<string, string> {
    const headers = new Map(this.defaultOptions.getHttpHeaders() ?? []);
    const options = prompt.getOptions();
    if (options instanceof OpenAiChatOptions) for (const [name, value] of options.getHttpHeaders() ?? []) headers.set(name, value);
    return headers;
  }

  /**
   * The prompt with the request options: the runtime options (copied into
   * {@link OpenAiChatOptions} when they are other options) merged over the defaults; tool
   * callbacks, names, context, the internal-execution flag, HTTP headers and extra body merged
   * explicitly.
   *
   * @internal Package-private in Java; public for tests.
   */
  buildRequestPrompt(prompt: Prompt): Prompt {
    return new Prompt(prompt.getInstructions(), requestOptions(prompt.getOptions() ?? undefined, this.defaultOptions));
  }

  /**
   * The request for a prompt built by {@link OpenAiChatModel.buildRequestPrompt}.
   *
   * @throws IllegalArgumentException `"Unsupported message type: …"`, `"ToolResponseMessage must have an id"`
   * @internal Package-private in Java; public for tests.
   */
  createRequest(prompt: Prompt, stream: boolean): ChatCompletionRequest {
    const options = prompt.getOptions();
    return createRequest(toMessages(prompt.getInstructions()), stream, options instanceof OpenAiChatOptions ? options : requestOptions(options, this.defaultOptions), this.toolCallingManager);
  }

  /** The default options, as a copy. */
  override getDefaultOptions(): ChatOptions {
    return OpenAiChatOptions.fromOptions(this.defaultOptions);
  }

  /** `OpenAiChatModel [defaultOptions=…]`. */
  override toString(): string {
    return `OpenAiChatModel [defaultOptions=${this.defaultOptions.toString()}]`;
  }

  /** Replaces the observation convention. */
  setObservationConvention(observationConvention: ChatModelObservationConvention): void {
    Assert.notNull(observationConvention, 'observationConvention cannot be null');
    this.observationConvention = observationConvention;
  }
}

OpenAiChatModelBuilder.create = (parts) =>
  new OpenAiChatModel(
    parts.openAiApi,
    parts.defaultOptions,
    parts.toolCallingManager ?? (defaultToolCallingManager ??= ToolCallingManager.builder().build()),
    parts.retryTemplate,
    parts.observationRegistry,
    parts.toolExecutionEligibilityPredicate,
  );

/** Type-level view of the nested types of {@link OpenAiChatModel}. */
export declare namespace OpenAiChatModel {
  /** Java's `OpenAiChatModel.Builder`. */
  type Builder = OpenAiChatModelBuilder;
}
