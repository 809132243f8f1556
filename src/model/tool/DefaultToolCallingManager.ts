/* Ported from Spring AI DefaultToolCallingManager (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { AssistantMessage } from '../../chat/messages/AssistantMessage.js';
import type { Message } from '../../chat/messages/Message.js';
import type { ToolCall } from '../../chat/messages/ToolCall.js';
import { ToolResponse } from '../../chat/messages/ToolResponse.js';
import { ToolResponseMessage } from '../../chat/messages/ToolResponseMessage.js';
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import { ToolContext } from '../../chat/model/ToolContext.js';
import type { Prompt } from '../../chat/prompt/Prompt.js';
import { AbortedException } from '../../java/core/AbortedException.js';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { entriesOf } from '../../java/core/lang/maps.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { ObservationView } from '../../java/micrometer/observation/ObservationView.js';
import { ObservationThreadLocalAccessor } from '../../java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import { ToolExecutionException } from '../../tool/execution/ToolExecutionException.js';
import { ToolExecutionExceptionProcessor } from '../../tool/execution/ToolExecutionExceptionProcessor.js';
import { ToolMetadata } from '../../tool/metadata/ToolMetadata.js';
import { DefaultToolCallingObservationConvention } from '../../tool/observation/DefaultToolCallingObservationConvention.js';
import { ToolCallingObservationContext } from '../../tool/observation/ToolCallingObservationContext.js';
import type { ToolCallingObservationConvention } from '../../tool/observation/ToolCallingObservationConvention.js';
import { ToolCallingObservationDocumentation } from '../../tool/observation/ToolCallingObservationDocumentation.js';
import { ToolCallbackResolver } from '../../tool/resolution/ToolCallbackResolver.js';
import { ToolCallReactiveContextHolder } from './ToolCallReactiveContextHolder.js';
import { ToolCallingChatOptions } from './ToolCallingChatOptions.js';
import type { ToolCallingManager } from './ToolCallingManager.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import { DefaultToolExecutionExceptionProcessor } from '../../tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { DelegatingToolCallbackResolver } from '../../tool/resolution/DelegatingToolCallbackResolver.js';
import { callWithTimeout } from './internal/callWithTimeout.js';
import { buildToolContext } from './internal/buildToolContext.js';
import { ToolCallingLimitsBuilder } from './internal/ToolCallingLimitsBuilder.js';
import { ToolCallLimits } from './loop/ToolCallLimits.js';
import { ToolCallLimitExceededException } from './ToolCallLimitExceededException.js';

const logger = LoggerFactory.getLogger('DefaultToolCallingManager');

const DEFAULT_OBSERVATION_CONVENTION = new DefaultToolCallingObservationConvention();

const POSSIBLE_LLM_TOOL_NAME_CHANGE_WARNING =
  "LLM may have adapted the tool name '{}', especially if the name was truncated due to length limits. " +
  'If this is the case, you can customize the prefixing and processing logic using McpToolNamePrefixGenerator';

/** What one round of tool execution produced. */
interface InternalToolExecutionResult {
  toolResponseMessage: ToolResponseMessage;
  returnDirect: boolean;
}

/**
 * Builds a {@link DefaultToolCallingManager}; also reachable as `DefaultToolCallingManager.Builder`.
 * Defaults: `ObservationRegistry.NOOP`, an empty `DelegatingToolCallbackResolver`, and a
 * `DefaultToolExecutionExceptionProcessor` that sends failure messages back to the model.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingManager.Builder.html
 * @category Tool Calling
 */
export class DefaultToolCallingManagerBuilder extends ToolCallingLimitsBuilder {
  private observationRegistryValue: ObservationRegistry | undefined = ObservationRegistry.NOOP;
  private toolCallbackResolverValue:
    | ToolCallbackResolver
    | ((toolName: string) => ToolCallback | undefined)
    | undefined = new DelegatingToolCallbackResolver([]);
  private toolExecutionExceptionProcessorValue:
    | ToolExecutionExceptionProcessor
    | ((exception: ToolExecutionException) => string)
    | undefined = DefaultToolExecutionExceptionProcessor.builder().build();

  /** Sets the registry of the tool call observations. */
  observationRegistry(observationRegistry: ObservationRegistry | undefined): this {
    this.observationRegistryValue = observationRegistry;
    return this;
  }

  /** Sets the resolver of tools named by the model (a resolver or a plain function). */
  toolCallbackResolver(
    toolCallbackResolver: ToolCallbackResolver | ((toolName: string) => ToolCallback | undefined) | undefined,
  ): this {
    this.toolCallbackResolverValue = toolCallbackResolver;
    return this;
  }

  /** Sets what tool failures become (a processor or a plain function). */
  toolExecutionExceptionProcessor(
    toolExecutionExceptionProcessor:
      | ToolExecutionExceptionProcessor
      | ((exception: ToolExecutionException) => string)
      | undefined,
  ): this {
    this.toolExecutionExceptionProcessorValue = toolExecutionExceptionProcessor;
    return this;
  }

  /**
   * Builds the manager; the constructor's checks apply.
   * @throws IllegalArgumentException `"observationRegistry cannot be null"`,
   *   `"toolCallbackResolver cannot be null"`, `"toolCallExceptionConverter cannot be null"`
   */
  build(): DefaultToolCallingManager {
    const manager = new DefaultToolCallingManager(
      this.observationRegistryValue as ObservationRegistry,
      this.toolCallbackResolverValue as ToolCallbackResolver,
      this.toolExecutionExceptionProcessorValue as ToolExecutionExceptionProcessor,
    );
    manager._configure(this.toolCallLimits(), this.toolTimeouts());
    return manager;
  }
}

/**
 * The default {@link ToolCallingManager}: resolves tools from the options' callbacks and a
 * {@link ToolCallbackResolver}, runs the requested calls one after the other in the order the
 * model gave, each inside a `spring.ai.tool` observation, and turns tool failures into results
 * with a {@link ToolExecutionExceptionProcessor}.
 *
 * For each call: blank arguments become `"{}"`; the callback comes from the options' tool
 * callbacks, else from the resolver (none: `IllegalStateException("No ToolCallback found for tool
 * name: <name>")`, which ends the whole batch); a `ToolExecutionException` goes to the processor,
 * whose text becomes the result; any other error propagates; a missing result becomes `""`.
 * `returnDirect` is true only when every executed tool is return-direct.
 *
 * The tools get a `ToolContext` that is empty unless the options carry a non-empty tool context;
 * then it holds a copy of it plus `ToolContext.TOOL_CALL_HISTORY` (the prompt messages and the
 * assistant message with the tool calls).
 *
 * @example
 * ```ts
 * const manager = ToolCallingManager.builder().observationRegistry(registry).build();
 * const result = await manager.executeToolCalls(prompt, chatResponse);
 * if (ToolExecutionResult.isReturnDirect(result)) { … }
 * ```
 *
 * @remarks
 * `executeToolCalls` is async and never throws synchronously. Tool callbacks may return a string
 * or a `Promise`. Additions: the caller's `AbortSignal` (`AbortSignalContext.current()`) is put
 * into every `ToolContext` under `ToolContext.ABORT_SIGNAL` (even when the options have no tool
 * context; `TOOL_CALL_HISTORY` still appears only with a non-empty one), and once that signal is
 * aborted no further tool of the batch starts: the call rejects with `AbortedException`. The
 * parent of each tool observation is the observation found in {@link ToolCallReactiveContextHolder}'s
 * context, else the current one (as Spring AI 2.0 does). The constructor's parameters carry
 * `@inject` tokens, so tsyringe can build it.
 *
 * Difference from 1.1.8: the tool-call limits of Spring AI 2.0.1 apply by default, so a model that
 * asks for tools forever cannot loop forever: 40 calls per tool and 150 in all per turn (the
 * turn's tool responses in the prompt are counted), configurable and removable on the builder
 * (`maxCallsPerTool`, `unlimitedCallsPerTool`, `excludeToolFromLimit`, `maxTotalToolCalls`,
 * `unlimitedTotalToolCalls`, `onLimitExceeded`). A breach rejects with
 * `ToolCallLimitExceededException` (`THROW`, the default); the tool loops (`ToolCallAdvisor`, the
 * chat models' own loop) turn it into a final response with finish reason `toolCallLimitExceeded`.
 * Addition: an optional tool timeout (`defaultToolTimeout`, `toolTimeout(name, millis)`; off by
 * default): a tool that does not settle in time has its abort signal fired and the batch rejects
 * with `ToolCallTimeoutException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingManager.html
 * @category Tool Calling
 */
@injectable()
export class DefaultToolCallingManager implements ToolCallingManager {
  /** The builder class, as Java's nested `DefaultToolCallingManager.Builder`. */
  static readonly Builder = DefaultToolCallingManagerBuilder;

  /** Calls of one tool allowed per turn unless the builder says otherwise (Spring AI 2.0.1). */
  static readonly DEFAULT_MAX_CALLS_PER_TOOL: number = ToolCallLimits.DEFAULT_MAX_CALLS_PER_TOOL;
  /** Tool calls allowed per turn, all tools together, unless the builder says otherwise (Spring AI 2.0.1). */
  static readonly DEFAULT_MAX_TOTAL_TOOL_CALLS: number = ToolCallLimits.DEFAULT_MAX_TOTAL_TOOL_CALLS;

  private readonly observationRegistry: ObservationRegistry;
  private readonly toolCallbackResolver: ToolCallbackResolver;
  private readonly toolExecutionExceptionProcessor: ToolExecutionExceptionProcessor;
  private observationConvention: ToolCallingObservationConvention = DEFAULT_OBSERVATION_CONVENTION;
  private toolCallLimits = ToolCallLimits.defaults();
  private toolTimeouts: ReadonlyMap<string | undefined, number> = new Map();

  /**
   * @param toolCallbackResolver - a resolver, or a plain function `(toolName) => callback`
   * @param toolExecutionExceptionProcessor - a processor, or a plain function `(exception) => text`
   * @throws IllegalArgumentException `"observationRegistry cannot be null"`,
   *   `"toolCallbackResolver cannot be null"`, `"toolCallExceptionConverter cannot be null"`
   */
  constructor(
    @inject(ObservationRegistry.TOKEN) observationRegistry: ObservationRegistry,
    @inject(ToolCallbackResolver.TOKEN)
    toolCallbackResolver: ToolCallbackResolver | ((toolName: string) => ToolCallback | undefined),
    @inject(ToolExecutionExceptionProcessor.TOKEN)
    toolExecutionExceptionProcessor:
      | ToolExecutionExceptionProcessor
      | ((exception: ToolExecutionException) => string),
  ) {
    Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
    Assert.notNull(toolCallbackResolver, 'toolCallbackResolver cannot be null');
    Assert.notNull(toolExecutionExceptionProcessor, 'toolCallExceptionConverter cannot be null');
    this.observationRegistry = observationRegistry;
    this.toolCallbackResolver = ToolCallbackResolver.from(toolCallbackResolver);
    this.toolExecutionExceptionProcessor = ToolExecutionExceptionProcessor.from(toolExecutionExceptionProcessor);
  }

  /** A new builder (NOOP registry, empty delegating resolver, default exception processor). */
  static builder(): DefaultToolCallingManagerBuilder {
    return new DefaultToolCallingManagerBuilder();
  }

  /**
   * The definitions of the options' tool callbacks, followed by those of the tool names that
   * are not among the callbacks, resolved with the resolver.
   *
   * @throws IllegalArgumentException `"chatOptions cannot be null"`
   * @throws IllegalStateException `"No ToolCallback found for tool name: <name>"`
   */
  resolveToolDefinitions(chatOptions: ToolCallingChatOptions): ToolDefinition[] {
    Assert.notNull(chatOptions, 'chatOptions cannot be null');
    const optionCallbacks = chatOptions.getToolCallbacks();
    const toolCallbacks: ToolCallback[] = [...optionCallbacks];
    for (const toolName of chatOptions.getToolNames()) {
      // A tool may be given both as a callback and by name.
      if (optionCallbacks.some((tool) => tool.getToolDefinition().name() === toolName)) {
        continue;
      }
      const toolCallback = this.toolCallbackResolver.resolve(toolName);
      if (toolCallback === undefined || toolCallback === null) {
        logger.warn(POSSIBLE_LLM_TOOL_NAME_CHANGE_WARNING, toolName);
        throw new IllegalStateException(`No ToolCallback found for tool name: ${toolName}`);
      }
      toolCallbacks.push(toolCallback);
    }
    return toolCallbacks.map((toolCallback) => toolCallback.getToolDefinition());
  }

  /**
   * Executes the tool calls of the first generation that has any, and returns the prompt
   * messages followed by the assistant message and one tool response message.
   *
   * Rejects with `IllegalArgumentException` (`"prompt cannot be null"`, `"chatResponse cannot be
   * null"`), `IllegalStateException` (`"No tool call requested by the chat model"`, `"No
   * ToolCallback found for tool name: <name>"`), `AbortedException`, or what a tool or the
   * exception processor throws.
   */
  async executeToolCalls(prompt: Prompt, chatResponse: ChatResponse): Promise<ToolExecutionResult> {
    Assert.notNull(prompt, 'prompt cannot be null');
    Assert.notNull(chatResponse, 'chatResponse cannot be null');

    const toolCallGeneration = chatResponse
      .getResults()
      .find((generation) => (generation.getOutput().getToolCalls()?.length ?? 0) > 0);
    if (toolCallGeneration === undefined) {
      throw new IllegalStateException('No tool call requested by the chat model');
    }
    const assistantMessage = toolCallGeneration.getOutput();
    const toolContext = buildToolContext(prompt, assistantMessage);
    const internalResult = await this.executeToolCall(prompt, assistantMessage, toolContext);
    const conversationHistory = DefaultToolCallingManager.buildConversationHistoryAfterToolExecution(
      prompt.getInstructions(),
      assistantMessage,
      internalResult.toolResponseMessage,
    );
    return ToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(internalResult.returnDirect)
      .build();
  }

  /** @internal The builder's limits and timeouts. */
  _configure(limits: ToolCallLimits, timeouts: ReadonlyMap<string | undefined, number>): void {
    this.toolCallLimits = limits;
    this.toolTimeouts = timeouts;
  }

  /** Replaces the convention of the tool call observations. */
  setObservationConvention(observationConvention: ToolCallingObservationConvention): void {
    this.observationConvention = observationConvention;
  }

  private async executeToolCall(
    prompt: Prompt,
    assistantMessage: AssistantMessage,
    toolContext: ToolContext,
  ): Promise<InternalToolExecutionResult> {
    const options = prompt.getOptions();
    const toolCallbacks: ToolCallback[] = ToolCallingChatOptions.isInstance(options) ? options.getToolCallbacks() : [];
    const signal = toolContext.getAbortSignal();
    const toolResponses: ToolResponse[] = [];
    let returnDirect: boolean | undefined;
    const toolCalls = assistantMessage.getToolCalls();
    const plan = this.toolCallLimits.newTurn(prompt.getInstructions()).plan(toolCalls);

    for (let index = 0; index < plan.handled; index++) {
      const toolCall = toolCalls[index] as ToolCall;
      if (signal?.aborted === true) throw AbortedException.from(signal, 'Tool execution');
      const toolName = toolCall.name();
      logger.debug('Executing tool call: {}', toolName);

      const breach = plan.breaches.get(index);
      if (breach !== undefined) {
        // The model reads the refusal; with RETURN_ERROR_RESPONSE the rest of the batch runs.
        toolResponses.push(new ToolResponse(toolCall.id(), toolName, breach.message));
        continue;
      }

      // Streaming responses may carry no arguments for a tool that takes none.
      const toolInputArguments = toolCall.arguments();
      let finalToolInputArguments: string;
      if (!StringUtils.hasText(toolInputArguments)) {
        logger.warn(
          'Tool call arguments are null or empty for tool: {}. Using empty JSON object as default.',
          toolName,
        );
        finalToolInputArguments = '{}';
      } else {
        finalToolInputArguments = toolInputArguments;
      }

      const toolCallback =
        toolCallbacks.find((tool) => toolName === tool.getToolDefinition().name()) ??
        this.toolCallbackResolver.resolve(toolName);
      if (toolCallback === undefined || toolCallback === null) {
        logger.warn(POSSIBLE_LLM_TOOL_NAME_CHANGE_WARNING, toolName);
        throw new IllegalStateException(`No ToolCallback found for tool name: ${toolName}`);
      }

      const toolMetadata = ToolCallback.getToolMetadata(toolCallback);
      const toolReturnDirect = ToolMetadata.isReturnDirect(toolMetadata);
      returnDirect = returnDirect === undefined ? toolReturnDirect : returnDirect && toolReturnDirect;

      let observationContext: ToolCallingObservationContext | undefined;
      const run = async (): Promise<string | undefined> => {
        let toolResult: string | undefined;
        try {
          const timeout = this.toolTimeouts.get(toolName) ?? this.toolTimeouts.get(undefined);
          toolResult =
            timeout === undefined
              ? await toolCallback.call(finalToolInputArguments, toolContext)
              : await callWithTimeout(toolName, timeout, toolContext, (context) => toolCallback.call(finalToolInputArguments, context));
        } catch (error) {
          if (!(error instanceof ToolExecutionException)) throw error;
          toolResult = this.toolExecutionExceptionProcessor.process(error);
        }
        observationContext?.setToolCallResult(toolResult);
        return toolResult;
      };
      // A no-op registry observes nothing: the tool runs directly. Otherwise the context is built
      // for the registry, and the parent travels in the reactive context captured by the holder in
      // a stream, or is the observation current here in a blocking call.
      const toolCallResult = ObservationRegistry.isNoop(this.observationRegistry)
        ? await run()
        : await ToolCallingObservationDocumentation.TOOL_CALL.observation(
            this.observationConvention,
            DEFAULT_OBSERVATION_CONVENTION,
            () => (observationContext = ToolCallingObservationContext.builder().toolDefinition(toolCallback.getToolDefinition()).toolMetadata(toolMetadata).toolCallArguments(finalToolInputArguments).build()),
            this.observationRegistry,
          )
            .parentObservation(
              ToolCallReactiveContextHolder.getContext().getOrDefault<ObservationView | undefined>(
                ObservationThreadLocalAccessor.KEY,
                this.observationRegistry.getCurrentObservation(),
              ),
            )
            .observe(run);

      toolResponses.push(new ToolResponse(toolCall.id(), toolName, toolCallResult ?? ''));
    }

    if (plan.thrown !== undefined) {
      const partial = ToolResponseMessage.builder().responses(toolResponses).build();
      const history = [...prompt.getInstructions(), assistantMessage, partial];
      const result = ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect ?? false).build();
      throw new ToolCallLimitExceededException(plan.thrown.toolName, plan.thrown.limit, result);
    }

    return {
      toolResponseMessage: ToolResponseMessage.builder().responses(toolResponses).build(),
      returnDirect: returnDirect ?? false,
    };
  }

  private static buildConversationHistoryAfterToolExecution(
    previousMessages: Message[],
    assistantMessage: AssistantMessage,
    toolResponseMessage: ToolResponseMessage,
  ): Message[] {
    return [...previousMessages, assistantMessage, toolResponseMessage];
  }
}

/**
 * Type-level view of the nested Java types of {@link DefaultToolCallingManager}.
 *
 * @category Tool Calling
 */
export declare namespace DefaultToolCallingManager {
  /** Java's `DefaultToolCallingManager.Builder`. */
  type Builder = DefaultToolCallingManagerBuilder;
}
