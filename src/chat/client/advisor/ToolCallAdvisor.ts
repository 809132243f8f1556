/* Ported from Spring AI ToolCallAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { ToolCallLoop, type ToolCallLoopCallHooks, type ToolCallLoopStreamHooks } from '../../../model/tool/loop/ToolCallLoop.js';
import type { ToolCallLimitExceededException } from '../../../model/tool/ToolCallLimitExceededException.js';
import { ToolCallingManager } from '../../../model/tool/ToolCallingManager.js';
import type { ToolExecutionResult } from '../../../model/tool/ToolExecutionResult.js';
import { Flux } from '../../../java/reactor/Flux.js';
import type { Message } from '../../messages/Message.js';
import { ChatClientMessageAggregator } from '../ChatClientMessageAggregator.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';
import { ToolCallAdvisorBuilderBase } from './internal/ToolCallAdvisorBuilderBase.js';
import {
  copyWithoutInternalExecution,
  hasToolCalls,
  LOOP,
  requireToolCallingOptions,
  ToolCallAdvisorTurn,
} from './internal/ToolCallAdvisorTurn.js';
import type { ToolCallAdvisorOptions } from './ToolCallAdvisorOptions.js';


const AGGREGATOR = new ChatClientMessageAggregator();

/**
 * Builds a {@link ToolCallAdvisor}; also reachable as `ToolCallAdvisor.Builder`.
 *
 * Defaults: `ToolCallingManager.builder().build()`, order `HIGHEST_PRECEDENCE + 300`, history on,
 * tool-call chunks withheld from streams, no extras. Self-typed as Java's `Builder<T extends
 * Builder<T>>`: a subclass's builder extends `ToolCallAdvisor.Builder<MyBuilder>`, overrides
 * `self()` and `build()`, and reads the settings through the protected getters.
 *
 * @remarks
 * Additions (off by default): `accumulateUsage`, the tool-call limits of Spring AI 2.0.1's
 * `DefaultToolCallingManager.Builder` (with its checks), `maxRepeatedToolCalls`, and the protected
 * `isConversationHistoryEnabled()` (Spring AI 2.0) and `getOptions()`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ToolCallAdvisor.Builder.html
 * @category Advisors
 */
export class ToolCallAdvisorBuilder<T extends ToolCallAdvisorBuilder<T> = ToolCallAdvisorBuilder.Default> extends ToolCallAdvisorBuilderBase<T> {
  /**
   * For subclasses; applications use {@link ToolCallAdvisor.builder}. Public (Java's is
   * protected) so that a subclass declaring no constructor can be instantiated, as in Java.
   */
  constructor() {
    super();
  }

  /** @internal Creates the default builder. */
  static create(): ToolCallAdvisorBuilder.Default {
    return new ToolCallAdvisorBuilder() as ToolCallAdvisorBuilder.Default;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"toolCallingManager must not be null"`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`
   */
  build(): ToolCallAdvisor {
    return new ToolCallAdvisor(...ToolCallAdvisorBuilderBase.settingsOf(this), this.getOptions());
  }
}

/**
 * Type-level companions of {@link ToolCallAdvisorBuilder}.
 *
 * @category Advisors
 */
export declare namespace ToolCallAdvisorBuilder {
  /** The builder `ToolCallAdvisor.builder()` returns (Java's `Builder<?>`). */
  interface Default extends ToolCallAdvisorBuilder<Default> {}
}

/**
 * Runs the tool-calling loop inside the advisor chain instead of inside the chat model: every
 * round goes down the rest of the chain (`chain.copy(this)`) with internal tool execution off, so
 * the advisors ordered after this one (a memory advisor, a logger) see each tool round. The
 * {@link ToolCallingManager} runs the requested tools; a return-direct result becomes the final
 * response, otherwise the history with the tool results (or, with `disableMemory()`, only the
 * system message and the tool responses) is the next round's instructions. On a stream, each round
 * is streamed as it arrives and the next one follows it; tool-call chunks are withheld unless
 * `streamToolCallResponses(true)`. Subclasses customise the loop through the protected `do…` hooks
 * (each may return a `Promise`). The rounds are driven by the tool loop shared with the chat
 * models' own loops (`model/tool/loop`); the advisor supplies its steps as that loop's hooks.
 *
 * @example
 * ```ts
 * import { ChatClient, DefaultToolCallingManager, Tool, ToolCallAdvisor, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * class DateTimeTools {
 *   @Tool({ description: 'The current date and time' })
 *   now(): string {
 *     return new Date().toISOString();
 *   }
 * }
 *
 * // The tool rounds run in the advisor chain, so the advisors after this one see each of them.
 * const advisor = ToolCallAdvisor.builder().toolCallingManager(DefaultToolCallingManager.builder().build()).build();
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(advisor).defaultTools(new DateTimeTools()).build();
 * console.log(await chatClient.prompt('What time is it?').call().content());
 * ```
 *
 * @remarks
 * The caller's `AbortSignal` stops the loop between rounds (`AbortedException`). Additions, off by
 * default: usage summed across rounds, tool-call limits ({@link ToolCallLimitExceededException})
 * and a repeated-call guard; the default tool calling manager bounds every loop anyway. Also
 * exported as `ToolCallingAdvisor`. How it differs from Spring's: the migration guide,
 * [ToolCallAdvisor](../../../../docs/migration/tool-call-advisor.md).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ToolCallAdvisor.html
 * @category Advisors
 */
export class ToolCallAdvisor implements CallAdvisor, StreamAdvisor {
  /** Java's nested `ToolCallAdvisor.Builder<T>`; extend it for a subclass's builder. */
  static readonly Builder = ToolCallAdvisorBuilder;

  /** The manager that executes the requested tools. */
  protected readonly toolCallingManager: ToolCallingManager;

  private readonly advisorOrder: number;

  private readonly conversationHistoryEnabled: boolean;

  private readonly streamToolCallResponses: boolean;

  private readonly loopOptions: ToolCallAdvisorOptions;

  /** History enabled, tool-call chunks streamed. */
  constructor(toolCallingManager: ToolCallingManager, advisorOrder: number);
  /** Tool-call chunks streamed. */
  constructor(toolCallingManager: ToolCallingManager, advisorOrder: number, conversationHistoryEnabled: boolean);
  /** Every setting; `options` (an addition) enables the extras. */
  constructor(
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
  constructor(
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
    requireToolCallingOptions(chatClientRequest);

    const initializedRequest = await this.doInitializeLoop(chatClientRequest, callAdvisorChain);
    const turn = new ToolCallAdvisorTurn(initializedRequest, copyWithoutInternalExecution(initializedRequest), this.loopOptions);
    const chain = callAdvisorChain;
    const rounds: ToolCallLoopCallHooks<ChatClientRequest, ChatClientResponse> = {
      prepareRound: (request) => {
        AbortSignalContext.throwIfAborted(LOOP);
        return this.doBeforeCall(request, chain);
      },
      callRound: async (request) => {
        const response = await this.doAfterCall(await chain.copy(this).nextCall(request), chain);
        turn.addRound(response);
        return response;
      },
      ...turn.toolSteps(this.toolCallingManager, false),
      nextRequest: async (request, response, result) =>
        turn.roundRequest(await this.doGetNextInstructionsForToolCall(request, response, result)),
    };
    const response = await ToolCallLoop.call(rounds, turn.firstRequest());
    return this.doFinalizeLoop(turn.applyUsage(response), callAdvisorChain);
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
    requireToolCallingOptions(chatClientRequest);

    const initialized = this.doInitializeLoopStream(chatClientRequest, streamAdvisorChain);
    // Awaited at subscription; a failure that no subscription reads must not go unhandled.
    if (initialized instanceof Promise) initialized.catch(() => undefined);
    // Taken from the original request, as Java does on the stream path.
    const optionsCopy = copyWithoutInternalExecution(chatClientRequest);

    const chain = streamAdvisorChain;
    return Flux.defer(async () => {
      const initializedRequest = await initialized;
      const turn = new ToolCallAdvisorTurn(initializedRequest, optionsCopy, this.loopOptions);
      const rounds: ToolCallLoopStreamHooks<ChatClientRequest, ChatClientResponse> = {
        prepareRound: (request) => {
          AbortSignalContext.throwIfAborted(LOOP);
          return this.doBeforeStream(request, chain);
        },
        // The round's chunks pass on while the aggregate is kept for the decision after it.
        streamRound: (request, onAggregated) =>
          turn.withPreviousUsage(AGGREGATOR.aggregateChatClientResponse(chain.copy(this).nextStream(request), onAggregated)),
        afterRound: async (aggregated) => {
          const response = await this.doAfterStream(aggregated, chain);
          turn.addRound(response);
          return response;
        },
        ...turn.toolSteps(this.toolCallingManager, true),
        finish: (response, chatResponse) => this.doFinalizeLoopStream(turn.finalUsageCorrection(response, chatResponse), chain),
        nextRequest: async (request, response, result) =>
          turn.roundRequest(await this.doGetNextInstructionsForToolCallStream(request, response, result)),
      };
      return ToolCallLoop.stream(rounds, turn.firstRequest())
        .filter((response) => this.streamToolCallResponses || !hasToolCalls(response.chatResponse()))
        .doFinally(() => turn.tools.cancel());
    });
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
