/* Ported from Spring AI ToolCallAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortSignalContext } from '../../../core/AbortSignalContext.js';
import { Assert } from '../../../core/Assert.js';
import { IllegalArgumentException } from '../../../core/IllegalArgumentException.js';
import { ToolCallLoop } from './internal/ToolCallLoop.js';
import { ToolCallLimitBehavior } from '../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../model/tool/ToolCallLimitExceededException.js';
import { ToolCallingChatOptions } from '../../../model/tool/ToolCallingChatOptions.js';
import type { ToolCallingManager } from '../../../model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../model/tool/ToolExecutionResult.js';
import { ToolCallReactiveContextHolder } from '../../../model/tool/ToolCallReactiveContextHolder.js';
import { Flux } from '../../../reactive/Flux.js';
import { Schedulers } from '../../../reactive/Schedulers.js';
import type { Message } from '../../messages/Message.js';
import { ChatResponse } from '../../model/ChatResponse.js';
import type { Generation } from '../../model/Generation.js';
import { Prompt } from '../../prompt/Prompt.js';
import { ChatClientMessageAggregator } from '../ChatClientMessageAggregator.js';
import { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';
import type { ToolCallAdvisorOptions } from './ToolCallAdvisorOptions.js';
// The builder module imports this one; the builder class is read lazily below, so the two
// modules load in either order.
import { ToolCallAdvisorBuilder } from './ToolCallAdvisorBuilder.js';

const OPTIONS_REQUIRED = 'ToolCall Advisor requires ToolCallingChatOptions to be set in the ChatClientRequest options.';

const LOOP = 'The tool calling loop';

const AGGREGATOR = new ChatClientMessageAggregator();

function isToolCall(chatResponse: ChatResponse | undefined): chatResponse is ChatResponse {
  return chatResponse !== undefined && chatResponse !== null && chatResponse.hasToolCalls();
}

/** The chat response with its generations replaced, all metadata kept. */
function withGenerations(
  response: ChatClientResponse,
  chatResponse: ChatResponse,
  generations: Generation[],
): ChatClientResponse {
  return response
    .mutate()
    .chatResponse(ChatResponse.builder().from(chatResponse).generations(generations).build())
    .build();
}

/** The loop's per-turn state: what `ToolCallLoop` needs from the advisor's options. */
function loopFor(options: ToolCallAdvisorOptions): ToolCallLoop {
  return new ToolCallLoop({
    accumulateUsage: options.accumulateUsage ?? false,
    maxCallsPerTool: options.maxCallsPerTool,
    maxCallsPerToolByName: options.maxCallsPerToolByName ?? new Map(),
    toolsExcludedFromLimit: options.toolsExcludedFromLimit ?? new Set(),
    maxTotalToolCalls: options.maxTotalToolCalls,
    onLimitExceeded: options.onLimitExceeded ?? ToolCallLimitBehavior.THROW,
    maxRepeatedToolCalls: options.maxRepeatedToolCalls,
  });
}

/**
 * Runs the tool-calling loop inside the advisor chain instead of inside the chat model: every
 * round goes down the rest of the chain, so the advisors ordered after this one (a memory advisor,
 * a logger) see each tool round.
 *
 * Each round sends the current instructions with a copy of the request's options whose
 * `internalToolExecutionEnabled` is `false` (so the model returns tool calls instead of running
 * them) through `chain.copy(this)`. When the response asks for tools, the
 * {@link ToolCallingManager} runs them; a return-direct result becomes the final response (one
 * generation per tool response), otherwise the history with the tool results becomes the next
 * round's instructions. With `conversationHistoryEnabled(false)` (or `disableMemory()`) the next
 * round gets only the system message and the tool response message, for a memory advisor ordered
 * after this one to fill in. The loop ends at the first response without tool calls.
 *
 * On a stream, each round is streamed as it arrives and aggregated on the side; when the round
 * completes and its aggregate asks for tools, they run and the next round is streamed after it,
 * so one subscription yields the text of every round. Chunks that carry tool calls are withheld
 * unless `streamToolCallResponses(true)`.
 *
 * Subclasses customise the loop through the protected `do…` hooks; each may return a value or a
 * `Promise`.
 *
 * @example
 * ```ts
 * const chatClient = ChatClient.builder(chatModel)
 *   .defaultAdvisors(ToolCallAdvisor.builder().toolCallingManager(manager).build())
 *   .build();
 * const answer = await chatClient.prompt('What is the weather in Paris?').tools(new WeatherTools()).call().content();
 * ```
 *
 * @remarks
 * Differences from Java: `adviseCall` returns a `Promise` and the hooks may be async; the options
 * check rejects on the call path and throws synchronously on the stream path, as in Java. The
 * stream loop aggregates each round and then appends the next one (`concatWith`), as Spring AI
 * 2.0 RC1 does, instead of 1.1.8's `publish()` multicast; for this cold, pull-based `Flux` the
 * emitted sequence is the same. `doInitializeLoopStream` runs when `adviseStream` is called (as in
 * Java) but is awaited at subscription. The caller's `AbortSignal` (`AbortSignalContext`) stops
 * the loop between rounds with `AbortedException`; leaving a stream early (a `break`) also stops a
 * tool batch that is running, before its next tool starts.
 *
 * Additions, all off by default (see {@link ToolCallAdvisorBuilder}): usage summed across rounds
 * (Spring AI 2.0.1's `UsageAccumulator`), tool-call limits per tool and in total (Spring AI 2.0.1,
 * with its messages and {@link ToolCallLimitExceededException}), and a guard that stops a run of
 * identical calls (`RepeatedToolCallException`). Also exported as `ToolCallingAdvisor`, the Spring
 * AI 2.0 name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ToolCallAdvisor.html
 * @category Advisors
 */
export class ToolCallAdvisor implements CallAdvisor, StreamAdvisor {
  /**
   * Java's nested `ToolCallAdvisor.Builder<T>`; extend it for a subclass's builder.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either order.
   */
  static get Builder(): typeof ToolCallAdvisorBuilder {
    return ToolCallAdvisorBuilder;
  }

  /** The manager that executes the requested tools. */
  protected readonly toolCallingManager: ToolCallingManager;

  private readonly advisorOrder: number;

  private readonly conversationHistoryEnabled: boolean;

  private readonly streamToolCallResponses: boolean;

  private readonly loopOptions: ToolCallAdvisorOptions;

  /** History enabled, tool-call chunks streamed. */
  protected constructor(toolCallingManager: ToolCallingManager, advisorOrder: number);
  /** Tool-call chunks streamed. */
  protected constructor(toolCallingManager: ToolCallingManager, advisorOrder: number, conversationHistoryEnabled: boolean);
  /** Every setting; `options` (an addition) enables the extras. */
  protected constructor(
    toolCallingManager: ToolCallingManager,
    advisorOrder: number,
    conversationHistoryEnabled: boolean,
    streamToolCallResponses: boolean,
    options?: ToolCallAdvisorOptions,
  );
  /**
   * @throws IllegalArgumentException `"toolCallingManager must not be null"`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"` (bounds excluded)
   */
  protected constructor(
    toolCallingManager: ToolCallingManager,
    advisorOrder: number,
    conversationHistoryEnabled = true,
    streamToolCallResponses = true,
    options: ToolCallAdvisorOptions = {},
  ) {
    Assert.notNull(toolCallingManager, 'toolCallingManager must not be null');
    Assert.isTrue(
      advisorOrder > BaseAdvisor.HIGHEST_PRECEDENCE && advisorOrder < BaseAdvisor.LOWEST_PRECEDENCE,
      'advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE',
    );
    this.toolCallingManager = toolCallingManager;
    this.advisorOrder = advisorOrder;
    this.conversationHistoryEnabled = conversationHistoryEnabled;
    this.streamToolCallResponses = streamToolCallResponses;
    this.loopOptions = { ...options };
  }

  /** A new builder (default manager, order `HIGHEST_PRECEDENCE + 300`, history on, tool-call chunks withheld). */
  static builder(): ToolCallAdvisorBuilder.Default {
    return ToolCallAdvisorBuilder.create();
  }

  /** `"Tool Calling Advisor"`. */
  getName(): string {
    return 'Tool Calling Advisor';
  }

  /** The advisor's order. */
  getOrder(): number {
    return this.advisorOrder;
  }

  // ---------------------------------------------------------------- call (non-streaming)

  /**
   * Runs the tool loop and returns the final response.
   *
   * Rejects with `IllegalArgumentException` (`"callAdvisorChain must not be null"`,
   * `"chatClientRequest must not be null"`, or `"ToolCall Advisor requires ToolCallingChatOptions
   * to be set in the ChatClientRequest options."`), `AbortedException`, or what the chain, the
   * manager or a hook fails with.
   */
  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    Assert.notNull(callAdvisorChain, 'callAdvisorChain must not be null');
    Assert.notNull(chatClientRequest, 'chatClientRequest must not be null');
    ToolCallAdvisor.requireToolCallingOptions(chatClientRequest);

    const initializedRequest = await this.doInitializeLoop(chatClientRequest, callAdvisorChain);
    const optionsCopy = ToolCallAdvisor.copyWithoutInternalExecution(initializedRequest);
    let instructions = initializedRequest.prompt().getInstructions();
    const loop = loopFor(this.loopOptions);

    let chatClientResponse: ChatClientResponse;
    let toolCallRound = false;
    do {
      AbortSignalContext.throwIfAborted(LOOP);
      let processedRequest = ChatClientRequest.builder()
        .prompt(new Prompt(instructions, optionsCopy))
        .context(initializedRequest.context())
        .build();
      processedRequest = await this.doBeforeCall(processedRequest, callAdvisorChain);

      chatClientResponse = await callAdvisorChain.copy(this).nextCall(processedRequest);
      chatClientResponse = await this.doAfterCall(chatClientResponse, callAdvisorChain);

      const chatResponse = chatClientResponse.chatResponse();
      loop.addRoundResponse(chatResponse);
      toolCallRound = isToolCall(chatResponse);
      if (isToolCall(chatResponse)) {
        AbortSignalContext.throwIfAborted(LOOP);
        let toolExecutionResult: ToolExecutionResult;
        try {
          toolExecutionResult = await loop.executeToolCalls(
            this.toolCallingManager,
            processedRequest.prompt(),
            chatResponse,
            false,
          );
        } catch (error) {
          if (!(error instanceof ToolCallLimitExceededException)) throw error;
          chatClientResponse = withGenerations(chatClientResponse, chatResponse, [error.buildGeneration()]);
          break;
        }
        if (ToolExecutionResult.isReturnDirect(toolExecutionResult)) {
          // The tool results go straight back to the application, not to the model.
          chatClientResponse = withGenerations(
            chatClientResponse,
            chatResponse,
            ToolExecutionResult.buildGenerations(toolExecutionResult),
          );
          break;
        }
        instructions = await this.doGetNextInstructionsForToolCall(
          processedRequest,
          chatClientResponse,
          toolExecutionResult,
        );
      }
    } while (toolCallRound);

    return this.doFinalizeLoop(loop.applyAccumulatedUsage(chatClientResponse), callAdvisorChain);
  }

  /**
   * The next round's instructions after a tool round: the whole history when conversation
   * history is enabled, else the request's system message (an empty one when there is none)
   * followed by the history's last message (the tool responses).
   */
  protected doGetNextInstructionsForToolCall(
    chatClientRequest: ChatClientRequest,
    _chatClientResponse: ChatClientResponse,
    toolExecutionResult: ToolExecutionResult,
  ): Message[] | Promise<Message[]> {
    return this.nextInstructions(chatClientRequest, toolExecutionResult);
  }

  /** Called once with the loop's final response; returns the response to give back. */
  protected doFinalizeLoop(
    chatClientResponse: ChatClientResponse,
    _callAdvisorChain: CallAdvisorChain,
  ): ChatClientResponse | Promise<ChatClientResponse> {
    return chatClientResponse;
  }

  /** Called once before the loop; returns the request the loop starts from. */
  protected doInitializeLoop(
    chatClientRequest: ChatClientRequest,
    _callAdvisorChain: CallAdvisorChain,
  ): ChatClientRequest | Promise<ChatClientRequest> {
    return chatClientRequest;
  }

  /** Called before each round; returns the request sent down the chain. */
  protected doBeforeCall(
    chatClientRequest: ChatClientRequest,
    _callAdvisorChain: CallAdvisorChain,
  ): ChatClientRequest | Promise<ChatClientRequest> {
    return chatClientRequest;
  }

  /** Called after each round; returns the response the loop inspects. */
  protected doAfterCall(
    chatClientResponse: ChatClientResponse,
    _callAdvisorChain: CallAdvisorChain,
  ): ChatClientResponse | Promise<ChatClientResponse> {
    return chatClientResponse;
  }

  // ---------------------------------------------------------------- stream

  /**
   * Streams every round of the tool loop as one `Flux`.
   *
   * @throws IllegalArgumentException `"streamAdvisorChain must not be null"`,
   *   `"chatClientRequest must not be null"`, `"ToolCall Advisor requires ToolCallingChatOptions
   *   to be set in the ChatClientRequest options."` (synchronously, as in Java)
   */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    Assert.notNull(streamAdvisorChain, 'streamAdvisorChain must not be null');
    Assert.notNull(chatClientRequest, 'chatClientRequest must not be null');
    ToolCallAdvisor.requireToolCallingOptions(chatClientRequest);

    const initialized = this.doInitializeLoopStream(chatClientRequest, streamAdvisorChain);
    // Awaited at subscription; a failure that no subscription reads must not go unhandled.
    if (initialized instanceof Promise) initialized.catch(() => undefined);
    // Taken from the original request, as Java does on the stream path.
    const optionsCopy = ToolCallAdvisor.copyWithoutInternalExecution(chatClientRequest);

    return Flux.defer(async () => {
      const initializedRequest = await initialized;
      const loop = loopFor(this.loopOptions);
      return this.internalStream(
        streamAdvisorChain,
        initializedRequest,
        optionsCopy,
        initializedRequest.prompt().getInstructions(),
        loop,
      ).doFinally(() => loop.cancel());
    });
  }

  private internalStream(
    streamAdvisorChain: StreamAdvisorChain,
    originalRequest: ChatClientRequest,
    optionsCopy: ToolCallingChatOptions,
    instructions: Message[],
    loop: ToolCallLoop,
  ): Flux<ChatClientResponse> {
    return Flux.deferContextual(async () => {
      AbortSignalContext.throwIfAborted(LOOP);
      let processedRequest = ChatClientRequest.builder()
        .prompt(new Prompt(instructions, optionsCopy))
        .context(originalRequest.context())
        .build();
      processedRequest = await this.doBeforeStream(processedRequest, streamAdvisorChain);
      const finalRequest = processedRequest;
      const responses = streamAdvisorChain.copy(this).nextStream(finalRequest);

      // Aggregate the round while passing its chunks on, then decide on the next round.
      let aggregated: ChatClientResponse | undefined;
      const previousAccumulated = loop.accumulatedResponse();
      return AGGREGATOR.aggregateChatClientResponse(responses, (response) => {
        aggregated = response;
      })
        .map((chunk) => loop.applyPreviousUsageToChunk(chunk, previousAccumulated))
        .concatWith(
          Flux.defer(() =>
            this.handleToolCallRecursion(aggregated, finalRequest, streamAdvisorChain, originalRequest, optionsCopy, loop),
          ),
        )
        .filter((response) => this.streamToolCallResponses || !isToolCall(response.chatResponse()));
    });
  }

  private async handleToolCallRecursion(
    aggregatedResponse: ChatClientResponse | undefined,
    finalRequest: ChatClientRequest,
    streamAdvisorChain: StreamAdvisorChain,
    originalRequest: ChatClientRequest,
    optionsCopy: ToolCallingChatOptions,
    loop: ToolCallLoop,
  ): Promise<Flux<ChatClientResponse>> {
    if (aggregatedResponse === undefined) {
      return Flux.empty();
    }
    const afterResponse = await this.doAfterStream(aggregatedResponse, streamAdvisorChain);
    const chatResponse = afterResponse.chatResponse();
    const accumulated = loop.addRoundResponse(chatResponse);

    if (!isToolCall(chatResponse)) {
      // The final round's chunks have been streamed already.
      return this.doFinalizeLoopStream(
        loop.finalUsageCorrection(afterResponse, chatResponse, accumulated),
        streamAdvisorChain,
      );
    }

    // The tools run with the subscriber's context, so their observations find their parent.
    return Flux.deferContextual(async (contextView) => {
      AbortSignalContext.throwIfAborted(LOOP);
      let toolExecutionResult: ToolExecutionResult;
      try {
        toolExecutionResult = await ToolCallReactiveContextHolder.run(contextView, () =>
          loop.executeToolCalls(this.toolCallingManager, finalRequest.prompt(), chatResponse, true),
        );
      } catch (error) {
        if (!(error instanceof ToolCallLimitExceededException)) throw error;
        return Flux.just(
          loop.applyAccumulatedUsage(withGenerations(afterResponse, chatResponse, [error.buildGeneration()])),
        );
      }
      if (ToolExecutionResult.isReturnDirect(toolExecutionResult)) {
        return Flux.just(
          loop.applyAccumulatedUsage(
            withGenerations(afterResponse, chatResponse, ToolExecutionResult.buildGenerations(toolExecutionResult)),
          ),
        );
      }
      const nextInstructions = await this.doGetNextInstructionsForToolCallStream(
        finalRequest,
        afterResponse,
        toolExecutionResult,
      );
      return this.internalStream(streamAdvisorChain, originalRequest, optionsCopy, nextInstructions, loop);
    }).subscribeOn(Schedulers.boundedElastic());
  }

  /** Called once when the stream loop is set up; returns the request the loop starts from. */
  protected doInitializeLoopStream(
    chatClientRequest: ChatClientRequest,
    _streamAdvisorChain: StreamAdvisorChain,
  ): ChatClientRequest | Promise<ChatClientRequest> {
    return chatClientRequest;
  }

  /** Called before each streamed round; returns the request sent down the chain. */
  protected doBeforeStream(
    chatClientRequest: ChatClientRequest,
    _streamAdvisorChain: StreamAdvisorChain,
  ): ChatClientRequest | Promise<ChatClientRequest> {
    return chatClientRequest;
  }

  /** Called with each round's aggregated response; returns the response the loop inspects. */
  protected doAfterStream(
    chatClientResponse: ChatClientResponse,
    _streamAdvisorChain: StreamAdvisorChain,
  ): ChatClientResponse | Promise<ChatClientResponse> {
    return chatClientResponse;
  }

  /**
   * Called once when the last round has no tool calls, with what is still to be emitted (empty,
   * or the usage-only response when usage is summed); returns what to emit.
   */
  protected doFinalizeLoopStream(
    chatClientResponseFlux: Flux<ChatClientResponse>,
    _streamAdvisorChain: StreamAdvisorChain,
  ): Flux<ChatClientResponse> | Promise<Flux<ChatClientResponse>> {
    return chatClientResponseFlux;
  }

  /** The stream counterpart of {@link ToolCallAdvisor.doGetNextInstructionsForToolCall}. */
  protected doGetNextInstructionsForToolCallStream(
    chatClientRequest: ChatClientRequest,
    _chatClientResponse: ChatClientResponse,
    toolExecutionResult: ToolExecutionResult,
  ): Message[] | Promise<Message[]> {
    return this.nextInstructions(chatClientRequest, toolExecutionResult);
  }

  // ---------------------------------------------------------------- helpers

  private nextInstructions(chatClientRequest: ChatClientRequest, toolExecutionResult: ToolExecutionResult): Message[] {
    const history = toolExecutionResult.conversationHistory();
    if (!this.conversationHistoryEnabled) {
      return [chatClientRequest.prompt().getSystemMessage(), history[history.length - 1] as Message];
    }
    return history;
  }

  private static requireToolCallingOptions(chatClientRequest: ChatClientRequest): void {
    const options = chatClientRequest.prompt().getOptions();
    if (options === undefined || options === null || !ToolCallingChatOptions.isInstance(options)) {
      throw new IllegalArgumentException(OPTIONS_REQUIRED);
    }
  }

  private static copyWithoutInternalExecution(chatClientRequest: ChatClientRequest): ToolCallingChatOptions {
    const options = chatClientRequest.prompt().getOptions() as ToolCallingChatOptions;
    const optionsCopy = options.copy<ToolCallingChatOptions>();
    // The model must hand the tool calls back instead of running its own loop.
    optionsCopy.setInternalToolExecutionEnabled(false);
    return optionsCopy;
  }
}

/**
 * Type-level view of the nested Java types of {@link ToolCallAdvisor}.
 *
 * @category Advisors
 */
export declare namespace ToolCallAdvisor {
  /** Java's `ToolCallAdvisor.Builder<T extends Builder<T>>`. */
  type Builder<T extends ToolCallAdvisorBuilder<T> = ToolCallAdvisorBuilder.Default> = ToolCallAdvisorBuilder<T>;
}
