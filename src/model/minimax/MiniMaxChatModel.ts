/* Ported from Spring AI MiniMaxChatModel (v1.1.8), with our builder. spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../chat/messages/AssistantMessage.js';
import { ChatModel } from '../../chat/model/ChatModel.js';
import { ChatResponse } from '../../chat/model/ChatResponse.js';
import { Generation } from '../../chat/model/Generation.js';
import { MessageAggregator } from '../../chat/model/MessageAggregator.js';
import { ChatModelObservationContext } from '../../chat/observation/ChatModelObservationContext.js';
import type { ChatModelObservationConvention } from '../../chat/observation/ChatModelObservationConvention.js';
import { ChatModelObservationDocumentation } from '../../chat/observation/ChatModelObservationDocumentation.js';
import { DefaultChatModelObservationConvention } from '../../chat/observation/DefaultChatModelObservationConvention.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Prompt } from '../../chat/prompt/Prompt.js';
import { Assert } from '../../java/core/Assert.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationThreadLocalAccessor } from '../../java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { Observation } from '../../java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { Context } from '../../java/reactor/Context.js';
import type { ContextView } from '../../java/reactor/ContextView.js';
import { Flux } from '../../java/reactor/Flux.js';
import { RetryUtils } from '../../retry/RetryUtils.js';
import type { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { DefaultToolExecutionEligibilityPredicate } from '../tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingChatOptions } from '../tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../tool/ToolCallingManager.js';
import { ToolExecutionEligibilityPredicate } from '../tool/ToolExecutionEligibilityPredicate.js';
import { ChatModelToolLoop } from '../tool/loop/ChatModelToolLoop.js';
import type { ChatCompletionRequest } from './api/ChatCompletionRequest.js';
import { MiniMaxApi } from './api/MiniMaxApi.js';
import { MiniMaxApiConstants } from './api/MiniMaxApiConstants.js';
import { accumulateUsage, completionToResponse } from './internal/responses.js';
import { StreamRound, type StreamRoundSteps } from './internal/StreamRound.js';
import { createRequest, mergeOptions, toMessages } from './internal/requests.js';
import { MiniMaxChatOptions } from './MiniMaxChatOptions.js';

const logger = LoggerFactory.getLogger('MiniMaxChatModel');
const DEFAULT_OBSERVATION_CONVENTION: ChatModelObservationConvention = new DefaultChatModelObservationConvention();

/**
 * Fluent construction of a {@link MiniMaxChatModel}; anything not set gets the constructor's
 * default (options: model `abab6.5g-chat`, temperature 0.7).
 *
 * Reachable as `MiniMaxChatModel.Builder`; declared before the model class so that its static
 * `Builder` can refer to it.
 *
 * @remarks Spring AI 1.1.8 has constructors only; the builder is an addition.
 * @category Models/MiniMax
 */
export class MiniMaxChatModelBuilder {
  private api: MiniMaxApi | undefined;
  private options: MiniMaxChatOptions | undefined;
  private manager: ToolCallingManager | undefined;
  private retry: RetryTemplate | undefined;
  private registry: ObservationRegistry | undefined;
  private predicate: ToolExecutionEligibilityPredicate | undefined;

  /** The API client (required). */
  miniMaxApi(miniMaxApi: MiniMaxApi): this {
    this.api = miniMaxApi;
    return this;
  }

  /** The default options. */
  defaultOptions(options: MiniMaxChatOptions): this {
    this.options = options;
    return this;
  }

  /** The tool calling manager. */
  toolCallingManager(toolCallingManager: ToolCallingManager): this {
    this.manager = toolCallingManager;
    return this;
  }

  /** The retry template. */
  retryTemplate(retryTemplate: RetryTemplate): this {
    this.retry = retryTemplate;
    return this;
  }

  /** The observation registry. */
  observationRegistry(observationRegistry: ObservationRegistry): this {
    this.registry = observationRegistry;
    return this;
  }

  /** The predicate deciding whether requested tools run inside the model. */
  toolExecutionEligibilityPredicate(predicate: ToolExecutionEligibilityPredicate): this {
    this.predicate = predicate;
    return this;
  }

  /** The chat model. */
  build(): MiniMaxChatModel {
    return new MiniMaxChatModel(
      this.api as MiniMaxApi,
      this.options ?? MiniMaxChatOptions.builder().model(MiniMaxApi.DEFAULT_CHAT_MODEL).temperature(0.7).build(),
      this.manager ?? ToolCallingManager.builder().build(),
      this.retry ?? RetryUtils.DEFAULT_RETRY_TEMPLATE,
      this.registry ?? ObservationRegistry.NOOP,
      this.predicate ?? new DefaultToolExecutionEligibilityPredicate(),
    );
  }
}

/**
 * The MiniMax {@link ChatModel}: `call` and `stream` over {@link MiniMaxApi}, with retries, one
 * chat-model observation per request (provider `minimax`), and Spring AI 1.1.8's internal tool
 * loop: when the model asks for tools and internal execution is enabled, the model runs them
 * through the {@link ToolCallingManager} and sends the results back (or returns them when a
 * tool is `returnDirect`).
 *
 * @example
 * ```ts
 * import 'reflect-metadata';
 * import { Prompt } from 'spring-ai-ts';
 * import { MiniMaxChatModel } from 'spring-ai-ts/minimax';
 *
 * const chatModel = MiniMaxChatModel.fromEnv(); // MINIMAX_API_KEY, MINIMAX_BASE_URL, MINIMAX_MODEL
 * const response = await chatModel.call(new Prompt('Hello'));
 * for await (const chunk of chatModel.stream(new Prompt('Tell me a story'))) process.stdout.write(chunk.getResult()?.getOutput().getText() ?? '');
 * ```
 *
 * Streams report usage (a last response without generations) and keep reasoning out of the text:
 * each response's assistant metadata has `reasoningContent` (the reasoning so far) and
 * `reasoningDelta`, plus `reasoningDetails` when MiniMax sent them; `call()` puts the reasoning in
 * the same keys. Usage is accumulated across the rounds of the internal tool loop.
 *
 * @remarks The differences from Spring AI 1.1.8 are listed in docs/migration/minimax.md.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxChatModel.html
 * @category Models/MiniMax
 */
export class MiniMaxChatModel extends ChatModel {
  /** The builder class, as `MiniMaxChatModel.Builder` (an addition, like `builder()`). */
  static readonly Builder = MiniMaxChatModelBuilder;

  /** The retry template around each API request (public, as in Java). */
  readonly retryTemplate: RetryTemplate;
  private readonly defaultOptions: MiniMaxChatOptions;
  private readonly miniMaxApi: MiniMaxApi;
  private readonly observationRegistry: ObservationRegistry;
  private readonly toolCallingManager: ToolCallingManager;
  /** The model's own tool loop (internal tool execution). */
  private readonly toolLoop: ChatModelToolLoop;
  private observationConvention: ChatModelObservationConvention = DEFAULT_OBSERVATION_CONVENTION;

  /** Spring's defaults: model `abab6.5g-chat`, temperature 0.7. */
  constructor(miniMaxApi: MiniMaxApi);
  /** With default options. */
  constructor(miniMaxApi: MiniMaxApi, options: MiniMaxChatOptions);
  /** With default options and a tool calling manager. */
  constructor(miniMaxApi: MiniMaxApi, options: MiniMaxChatOptions, toolCallingManager: ToolCallingManager);
  /** With default options, a tool calling manager and a retry template. */
  constructor(miniMaxApi: MiniMaxApi, options: MiniMaxChatOptions, toolCallingManager: ToolCallingManager, retryTemplate: RetryTemplate);
  /** Every collaborator. */
  constructor(
    miniMaxApi: MiniMaxApi,
    options: MiniMaxChatOptions,
    toolCallingManager: ToolCallingManager,
    retryTemplate: RetryTemplate,
    observationRegistry: ObservationRegistry,
    toolExecutionEligibilityPredicate: ToolExecutionEligibilityPredicate,
  );
  constructor(...args: unknown[]) {
    super();
    const [api, options, manager, retry, registry, predicate] = args as [
      MiniMaxApi, MiniMaxChatOptions | undefined, ToolCallingManager | undefined, RetryTemplate | undefined,
      ObservationRegistry | undefined, ToolExecutionEligibilityPredicate | undefined,
    ];
    const n = args.length;
    const resolvedOptions = n >= 2 ? options : MiniMaxChatOptions.builder().model(MiniMaxApi.DEFAULT_CHAT_MODEL).temperature(0.7).build();
    const resolvedManager = n >= 3 ? manager : ToolCallingManager.builder().build();
    const resolvedRetry = n >= 4 ? retry : RetryUtils.DEFAULT_RETRY_TEMPLATE;
    const resolvedRegistry = n >= 5 ? registry : ObservationRegistry.NOOP;
    const resolvedPredicate = n >= 6 ? predicate : new DefaultToolExecutionEligibilityPredicate();
    Assert.notNull(api, 'MiniMaxApi must not be null');
    Assert.notNull(resolvedOptions, 'Options must not be null');
    Assert.notNull(resolvedManager, 'toolCallingManager cannot be null');
    Assert.notNull(resolvedRetry, 'RetryTemplate must not be null');
    Assert.notNull(resolvedRegistry, 'ObservationRegistry must not be null');
    Assert.notNull(resolvedPredicate, 'toolExecutionEligibilityPredicate cannot be null');
    this.miniMaxApi = api;
    this.defaultOptions = resolvedOptions;
    this.toolCallingManager = resolvedManager;
    this.retryTemplate = resolvedRetry;
    this.observationRegistry = resolvedRegistry;
    this.toolLoop = new ChatModelToolLoop(resolvedManager, resolvedPredicate);
  }

  /** A builder (an addition; the constructors are Spring's). */
  static builder(): MiniMaxChatModelBuilder {
    return new MiniMaxChatModelBuilder();
  }

  /** The host {@link MiniMaxChatModel.fromEnv} uses without `MINIMAX_BASE_URL`: `https://api.minimax.io`. */
  static readonly FROM_ENV_BASE_URL: string = MiniMaxApiConstants.INTERNATIONAL_BASE_URL;

  /** The model {@link MiniMaxChatModel.fromEnv} uses without `MINIMAX_MODEL`: `MiniMax-M2.7`. */
  static readonly FROM_ENV_MODEL: string = 'MiniMax-M2.7';

  /**
   * A chat model configured from the environment (an addition) that works with a current key
   * out of the box: `MINIMAX_API_KEY` (required), `MINIMAX_BASE_URL` (default
   * {@link MiniMaxChatModel.FROM_ENV_BASE_URL}, the international host; mainland-China keys use
   * `https://api.minimaxi.com`), `MINIMAX_MODEL` (default {@link MiniMaxChatModel.FROM_ENV_MODEL}),
   * temperature 0.7. It logs the host and model it uses at INFO (never the key). The
   * constructors and the builder keep Spring's defaults (`https://api.minimax.chat`,
   * `abab6.5g-chat`).
   *
   * @throws IllegalArgumentException when `MINIMAX_API_KEY` is missing or blank
   */
  static fromEnv(env: Readonly<Record<string, string | undefined>> = process.env): MiniMaxChatModel {
    const apiKey = env['MINIMAX_API_KEY'];
    Assert.hasText(
      apiKey,
      'MINIMAX_API_KEY is not set: export your MiniMax API key (and MINIMAX_BASE_URL, e.g. https://api.minimax.io, for a current key)',
    );
    const givenBaseUrl = env['MINIMAX_BASE_URL']?.trim();
    const givenModel = env['MINIMAX_MODEL']?.trim();
    const baseUrl = givenBaseUrl || MiniMaxChatModel.FROM_ENV_BASE_URL;
    const model = givenModel || MiniMaxChatModel.FROM_ENV_MODEL;
    logger.info(
      `MiniMaxChatModel.fromEnv: host ${baseUrl} (${givenBaseUrl ? 'MINIMAX_BASE_URL' : 'default; set MINIMAX_BASE_URL to change'}), ` +
        `model ${model} (${givenModel ? 'MINIMAX_MODEL' : 'default; set MINIMAX_MODEL to change'})`,
    );
    return new MiniMaxChatModel(new MiniMaxApi(baseUrl, apiKey), MiniMaxChatOptions.builder().model(model).temperature(0.7).build());
  }

  /** Sends the prompt; runs requested tools and continues while internal tool execution applies. */
  override async call(prompt: Prompt): Promise<ChatResponse> {
    let previousResponse: ChatResponse | undefined;
    return this.toolLoop.call(this.buildRequestPrompt(prompt), async (requestPrompt) => {
      previousResponse = await this.callRound(requestPrompt, previousResponse);
      return previousResponse;
    });
  }

  /** One request of `call`, its usage added to the previous rounds'. */
  private async callRound(requestPrompt: Prompt, previousResponse: ChatResponse | undefined): Promise<ChatResponse> {
    const request = this.createRequest(requestPrompt, false);
    // Built only when a registry asks for it (a no-op registry never does).
    let observationContext: ChatModelObservationContext | undefined;
    return ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
      this.observationConvention,
      DEFAULT_OBSERVATION_CONVENTION,
      () => (observationContext = ChatModelObservationContext.builder().prompt(requestPrompt).provider(MiniMaxApiConstants.PROVIDER_NAME).build()),
      this.observationRegistry,
    ).observe(async () => {
      const completionEntity = await this.retryTemplate.execute(() => this.miniMaxApi.chatCompletionEntity(request));
      const chatCompletion = completionEntity.getBody();
      if (chatCompletion === undefined) {
        logger.warn(`No chat completion returned for prompt: ${requestPrompt.toString()}`);
        return new ChatResponse([]);
      }
      if (chatCompletion.choices() === undefined) {
        logger.warn(`No choices returned for prompt: ${requestPrompt.toString()}, because: ${chatCompletion.baseResponse()?.message() ?? ''}}`);
        return new ChatResponse([]);
      }
      const chatResponse = accumulateUsage(completionToResponse(chatCompletion), previousResponse);
      observationContext?.setResponse(chatResponse);
      return chatResponse;
    });
  }

  /** The default options, as a copy. */
  override getDefaultOptions(): ChatOptions {
    return MiniMaxChatOptions.fromOptions(this.defaultOptions);
  }

  /**
   * Streams the prompt: text deltas as they arrive; requested tools run when a round ended and
   * the next round streams on.
   */
  override stream(prompt: Prompt): Flux<ChatResponse> {
    const requestPrompt = this.buildRequestPrompt(prompt);
    return this.internalStream(requestPrompt, undefined);
  }

  private internalStream(requestPrompt: Prompt, previousUsage: ChatResponse | undefined, parent?: Observation): Flux<ChatResponse> {
    return Flux.deferContextual((contextView) => {
      const request = this.createRequest(requestPrompt, true);
      // Built only when a registry asks for it (a no-op registry never does).
      let observationContext: ChatModelObservationContext | undefined;
      const observation = ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(
        this.observationConvention,
        DEFAULT_OBSERVATION_CONVENTION,
        () => (observationContext = ChatModelObservationContext.builder().prompt(requestPrompt).provider(MiniMaxApiConstants.PROVIDER_NAME).build()),
        this.observationRegistry,
      );
      observation.parentObservation(parent ?? contextView.getOrDefault<Observation | undefined>(ObservationThreadLocalAccessor.KEY, undefined)).start();
      const context = observationContext as ChatModelObservationContext | undefined;
      // What Spring's contextWrite gives the tools: the reactive context with this observation.
      const toolContext = (): ContextView => Context.from(contextView).put(ObservationThreadLocalAccessor.KEY, observation).readOnly();
      const options = requestPrompt.getOptions() as ChatOptions;
      // Only an observation context reads the aggregate: without one, no aggregation per chunk,
      // but a failure is still logged as the aggregator logs it.
      const steps: StreamRoundSteps = {
        observation,
        open: () => this.retryTemplate.execute(() => this.miniMaxApi.chatCompletionStream(request)),
        toolExecutionRequired: (response) => this.toolLoop.toolExecutionRequired(options, response),
        runTools: (response) => this.toolLoop.runStreamedRound(requestPrompt, response, toolContext()),
        nextRound: (nextPrompt, cumulative) => this.internalStream(nextPrompt, cumulative, observation),
        ...(context !== undefined ? { stopOnCompletion: false } : { onError: MessageAggregator._logStreamError }),
      };
      const round = new Flux<ChatResponse>(() => new StreamRound(steps, previousUsage));
      if (context === undefined) return round;
      // As Spring's doFinally after the aggregator: the observation stops with the aggregated
      // response, so the convention sees its model and usage.
      return new MessageAggregator()
        .aggregate(round, (aggregated) => context.setResponse(aggregated))
        .doOnComplete(() => observation.stop());
    });
  }

  /**
   * The prompt with the request options: the runtime options copied into
   * {@link MiniMaxChatOptions}, merged over the defaults, tool callbacks, names, context and the
   * internal-execution flag merged explicitly.
   *
   * @internal Package-private in Java; public for tests.
   */
  buildRequestPrompt(prompt: Prompt): Prompt {
    const promptOptions = prompt.getOptions();
    const hasOptions = promptOptions !== undefined && promptOptions !== null;
    const requestOptions = mergeOptions(hasOptions ? promptOptions : undefined, this.defaultOptions);
    if (hasOptions && ToolCallingChatOptions.isInstance(promptOptions)) {
      const runtime = promptOptions;
      requestOptions.setInternalToolExecutionEnabled(runtime.getInternalToolExecutionEnabled() ?? this.defaultOptions.getInternalToolExecutionEnabled());
      requestOptions.setToolNames(ToolCallingChatOptions.mergeToolNames(runtime.getToolNames(), this.defaultOptions.getToolNames()));
      requestOptions.setToolCallbacks(ToolCallingChatOptions.mergeToolCallbacks(runtime.getToolCallbacks(), this.defaultOptions.getToolCallbacks()));
      requestOptions.setToolContext(ToolCallingChatOptions.mergeToolContext(runtime.getToolContext() ?? new Map<string, unknown>(), this.defaultOptions.getToolContext() ?? new Map<string, unknown>()));
    } else {
      // Options that are not tool-calling options carry none of these: the defaults apply.
      requestOptions.setInternalToolExecutionEnabled(this.defaultOptions.getInternalToolExecutionEnabled());
      requestOptions.setToolNames(this.defaultOptions.getToolNames());
      requestOptions.setToolCallbacks(this.defaultOptions.getToolCallbacks());
      requestOptions.setToolContext(this.defaultOptions.getToolContext());
    }
    ToolCallingChatOptions.validateToolCallbacks(requestOptions.getToolCallbacks());
    return new Prompt(prompt.getInstructions(), requestOptions);
  }

  /**
   * The MiniMax request for `prompt`: its messages mapped, its options merged field by field,
   * the tool definitions as `tools`, the defaults filling the gaps.
   *
   * @throws IllegalArgumentException `"Unsupported message type: …"`, `"ToolResponseMessage must have an id"`
   * @internal Package-private in Java; public for tests.
   */
  createRequest(prompt: Prompt, stream: boolean): ChatCompletionRequest {
    return createRequest(toMessages(prompt.getInstructions()), stream, prompt.getOptions(), this.defaultOptions, this.toolCallingManager);
  }

  /** Replaces the observation convention. */
  setObservationConvention(observationConvention: ChatModelObservationConvention): void {
    Assert.notNull(observationConvention, 'observationConvention cannot be null');
    this.observationConvention = observationConvention;
  }
}

/** Type-level view of the nested types of {@link MiniMaxChatModel}. */
export declare namespace MiniMaxChatModel {
  /** The builder returned by `MiniMaxChatModel.builder()`. */
  type Builder = MiniMaxChatModelBuilder;
}
