/* spring-ai-ts, Apache-2.0. Internal: one turn of ToolCallAdvisor's loop (its round requests, tool state and summed usage). */
import { IllegalArgumentException } from '../../../../java/core/IllegalArgumentException.js';
import { ToolCallLimitBehavior } from '../../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallingChatOptions } from '../../../../model/tool/ToolCallingChatOptions.js';
import { ToolCallLimits } from '../../../../model/tool/loop/ToolCallLimits.js';
import type { ToolCallLoopHooks } from '../../../../model/tool/loop/ToolCallLoop.js';
import { ToolCallTurn, type ToolCallTurnSettings } from '../../../../model/tool/loop/ToolCallTurn.js';
import type { ToolCallingManager } from '../../../../model/tool/ToolCallingManager.js';
import { AbortSignalContext } from '../../../../java/core/AbortSignalContext.js';
import { Flux } from '../../../../java/reactor/Flux.js';
import type { Message } from '../../../messages/Message.js';
import { ChatResponse } from '../../../model/ChatResponse.js';
import type { Generation } from '../../../model/Generation.js';
import { Prompt } from '../../../prompt/Prompt.js';
import { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import type { ToolCallAdvisorOptions } from '../ToolCallAdvisorOptions.js';
import { UsageAccumulator } from '../UsageAccumulator.js';

/** What an abort check names when the caller has gone away. */
export const LOOP = 'The tool calling loop';

const OPTIONS_REQUIRED = 'ToolCall Advisor requires ToolCallingChatOptions to be set in the ChatClientRequest options.';

/** The per-turn tool settings of an advisor's options: limits only when one is set (they are opt-in). */
export function turnSettingsOf(options: ToolCallAdvisorOptions): ToolCallTurnSettings {
  const limited =
    options.maxCallsPerTool !== undefined || (options.maxCallsPerToolByName?.size ?? 0) > 0 || options.maxTotalToolCalls !== undefined;
  const limits = limited
    ? new ToolCallLimits(
        options.maxCallsPerTool ?? ToolCallLimits.NO_LIMIT,
        options.maxCallsPerToolByName ?? new Map(),
        options.toolsExcludedFromLimit ?? new Set(),
        options.maxTotalToolCalls ?? ToolCallLimits.NO_LIMIT,
        options.onLimitExceeded ?? ToolCallLimitBehavior.THROW,
      )
    : undefined;
  return { limits, maxRepeatedToolCalls: options.maxRepeatedToolCalls };
}

/** @throws IllegalArgumentException when the request's options are not tool-calling options */
export function requireToolCallingOptions(chatClientRequest: ChatClientRequest): void {
  const options = chatClientRequest.prompt().getOptions();
  if (options === undefined || options === null || !ToolCallingChatOptions.isInstance(options)) {
    throw new IllegalArgumentException(OPTIONS_REQUIRED);
  }
}

/** A copy of the request's options with internal tool execution off. */
export function copyWithoutInternalExecution(chatClientRequest: ChatClientRequest): ToolCallingChatOptions {
  const optionsCopy = (chatClientRequest.prompt().getOptions() as ToolCallingChatOptions).copy<ToolCallingChatOptions>();
  // The model must hand the tool calls back instead of running its own loop.
  optionsCopy.setInternalToolExecutionEnabled(false);
  return optionsCopy;
}

/** The chat response of a round, when it has one (Java's null included). */
export function chatResponseOf(response: ChatClientResponse): ChatResponse | undefined {
  return response.chatResponse() ?? undefined;
}

/** Whether the chat response asks for tools. */
export function hasToolCalls(chatResponse: ChatResponse | undefined | null): boolean {
  return chatResponse !== undefined && chatResponse !== null && chatResponse.hasToolCalls();
}

/**
 * One turn of `ToolCallAdvisor`'s loop (one `adviseCall`, or one stream subscription): the
 * requests of its rounds, the tool state of the turn ({@link ToolCallTurn}), and, when asked, the
 * usage summed over its rounds (Spring AI 2.0.1).
 */
export class ToolCallAdvisorTurn {
  /** The tool calls of the turn: limits, repeat guard, cancellation. */
  readonly tools: ToolCallTurn;

  private readonly usage: UsageAccumulator | undefined;

  /**
   * @param initializedRequest - the request the loop starts from; every round carries its context
   * @param options - the tool-calling options every round carries (internal execution off)
   * @param advisorOptions - the advisor's opt-in extras
   */
  constructor(
    private readonly initializedRequest: ChatClientRequest,
    private readonly options: ToolCallingChatOptions,
    advisorOptions: ToolCallAdvisorOptions,
  ) {
    this.tools = new ToolCallTurn(turnSettingsOf(advisorOptions));
    this.usage = advisorOptions.accumulateUsage === true ? new UsageAccumulator() : undefined;
  }

  /** The request of the first round: the initialized request's instructions. */
  firstRequest(): ChatClientRequest {
    return this.roundRequest(this.initializedRequest.prompt().getInstructions());
  }

  /** The request of a round that sends `instructions`. */
  roundRequest(instructions: Message[]): ChatClientRequest {
    return ChatClientRequest.builder()
      .prompt(new Prompt(instructions, this.options))
      .context(this.initializedRequest.context())
      .build();
  }

  /** Folds a round's response into the usage total (nothing when usage is not summed). */
  addRound(response: ChatClientResponse): void {
    this.usage?.addRoundResponse(chatResponseOf(response));
  }

  /** Stamps the total on the final response (unchanged when usage is not summed). */
  applyUsage(response: ChatClientResponse): ChatClientResponse {
    return this.usage === undefined ? response : this.usage.applyAccumulatedUsage(response);
  }

  /**
   * The loop steps a call turn and a stream turn share: where a round's chat response is, whether
   * it asks for tools, running them through `manager` (checking first that the caller has not
   * aborted; `streaming` marks a stream's batch, which the turn cancels when the stream ends), and
   * the final response with its generations replaced.
   */
  toolSteps(
    manager: ToolCallingManager,
    streaming: boolean,
  ): Pick<ToolCallLoopHooks<ChatClientRequest, ChatClientResponse>, 'chatResponseOf' | 'toolExecutionRequired' | 'executeToolCalls' | 'withGenerations'> {
    return {
      chatResponseOf,
      toolExecutionRequired: hasToolCalls,
      executeToolCalls: (request, chatResponse) => {
        AbortSignalContext.throwIfAborted(LOOP);
        return this.tools.executeToolCalls(manager, request.prompt(), chatResponse, streaming);
      },
      withGenerations: (response, chatResponse, generations) => this.withGenerations(response, chatResponse, generations),
    };
  }

  /** The final response: the chat response with its generations replaced, all metadata kept, usage summed. */
  withGenerations(response: ChatClientResponse, chatResponse: ChatResponse, generations: Generation[]): ChatClientResponse {
    const replaced = ChatResponse.builder().from(chatResponse).generations(generations).build();
    return this.applyUsage(response.mutate().chatResponse(replaced).build());
  }

  /** A round's chunks, usage-bearing ones with the previous rounds' total added (unchanged when not summing). */
  withPreviousUsage(chunks: Flux<ChatClientResponse>): Flux<ChatClientResponse> {
    const usage = this.usage;
    if (usage === undefined) return chunks;
    const previous = usage.accumulatedResponse();
    return chunks.map((chunk) => UsageAccumulator.applyPreviousAccumulatedUsageToChunk(chunk, previous));
  }

  /** The usage-only trailing response of a stream, when one is needed (never when not summing). */
  finalUsageCorrection(aggregated: ChatClientResponse, round: ChatResponse | undefined): Flux<ChatClientResponse> {
    return this.usage === undefined
      ? Flux.empty()
      : UsageAccumulator.emitFinalUsageCorrectionIfNecessary(aggregated, round, this.usage.accumulatedResponse());
  }
}
