/* spring-ai-ts, Apache-2.0. Internal: the per-turn state of ToolCallAdvisor's loop (usage, limits, repeat guard, cancel). */
import type { ToolCall } from '../../../messages/ToolCall.js';
import { ChatResponse } from '../../../model/ChatResponse.js';
import type { Prompt } from '../../../prompt/Prompt.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';
import { UsageAccumulator } from '../UsageAccumulator.js';
import { RepeatedToolCallException } from '../RepeatedToolCallException.js';
import { AbortSignalContext } from '../../../../core/AbortSignalContext.js';
import { ToolCallLimitBehavior } from '../../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallLimitExceededException } from '../../../../model/tool/ToolCallLimitExceededException.js';
import type { ToolCallingManager } from '../../../../model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../../../model/tool/ToolExecutionResult.js';
import { partialRoundHistory, responseWithToolCalls } from '../../../../model/tool/rounds/partialToolRound.js';
import { Flux } from '../../../../reactive/Flux.js';

/** The opt-in extras of one advisor, resolved (see `ToolCallAdvisorOptions`). */
export interface ToolCallLoopSettings {
  readonly accumulateUsage: boolean;
  readonly maxCallsPerTool: number | undefined;
  readonly maxCallsPerToolByName: ReadonlyMap<string, number>;
  readonly toolsExcludedFromLimit: ReadonlySet<string>;
  readonly maxTotalToolCalls: number | undefined;
  readonly onLimitExceeded: ToolCallLimitBehavior;
  readonly maxRepeatedToolCalls: number | undefined;
}

interface Breach {
  readonly toolName: string | undefined;
  readonly limit: number;
  readonly message: string;
}

/** Arguments compared by meaning: JSON with sorted keys when they parse, else the trimmed text. */
function normalizeArguments(args: string | undefined): string {
  const text = (args ?? '').trim();
  if (text === '') return '{}';
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
      return sorted;
    });
  } catch {
    return text;
  }
}

/**
 * One turn of the tool loop (one `adviseCall`, or one stream subscription). It sums usage when
 * asked, counts the turn's tool calls against the configured limits, stops a run of identical
 * calls, and lets a cancelled stream stop the tool batch it was running.
 */
export class ToolCallLoop {
  private readonly usage: UsageAccumulator | undefined;

  private readonly callsPerTool = new Map<string, number>();

  private totalCalls = 0;

  private lastCallKey: string | undefined;

  private repeatStreak = 0;

  private readonly cancellation = new AbortController();

  constructor(private readonly settings: ToolCallLoopSettings) {
    this.usage = settings.accumulateUsage ? new UsageAccumulator() : undefined;
  }

  // ---------------------------------------------------------------- usage (2.0.1)

  /** The total of the rounds folded in so far (`undefined` when usage is not summed). */
  accumulatedResponse(): ChatResponse | undefined {
    return this.usage?.accumulatedResponse();
  }

  /** Folds a round in and returns the new total (`undefined` when usage is not summed). */
  addRoundResponse(chatResponse: ChatResponse | undefined): ChatResponse | undefined {
    return this.usage?.addRoundResponse(chatResponse);
  }

  /** Stamps the total on the final response (unchanged when usage is not summed). */
  applyAccumulatedUsage(response: ChatClientResponse): ChatClientResponse {
    return this.usage === undefined ? response : this.usage.applyAccumulatedUsage(response);
  }

  /** Adds the previous rounds' total to a usage-bearing chunk (unchanged when not summing). */
  applyPreviousUsageToChunk(chunk: ChatClientResponse, previous: ChatResponse | undefined): ChatClientResponse {
    return this.usage === undefined ? chunk : UsageAccumulator.applyPreviousAccumulatedUsageToChunk(chunk, previous);
  }

  /** The usage-only trailing response of a stream, when one is needed (never when not summing). */
  finalUsageCorrection(
    aggregated: ChatClientResponse,
    round: ChatResponse | undefined,
    accumulated: ChatResponse | undefined,
  ): Flux<ChatClientResponse> {
    return this.usage === undefined
      ? Flux.empty()
      : UsageAccumulator.emitFinalUsageCorrectionIfNecessary(aggregated, round, accumulated);
  }

  // ---------------------------------------------------------------- cancellation

  /** Stops the current tool batch from starting further tools (a cancelled or ended stream). */
  cancel(): void {
    if (!this.cancellation.signal.aborted) this.cancellation.abort();
  }

  // ---------------------------------------------------------------- tool execution

  /**
   * Runs the round's tool calls through `manager`, after the repeat guard and the limits.
   * Rejects with {@link RepeatedToolCallException} or {@link ToolCallLimitExceededException}
   * (limit behaviour `THROW`), or with what the manager rejects with.
   */
  async executeToolCalls(
    manager: ToolCallingManager,
    prompt: Prompt,
    chatResponse: ChatResponse,
    cancellable: boolean,
  ): Promise<ToolExecutionResult> {
    const generation = chatResponse
      .getResults()
      .find((candidate) => (candidate.getOutput().getToolCalls()?.length ?? 0) > 0);
    if (generation === undefined) {
      // Nothing to guard: the manager reports the missing tool call in its own words.
      return this.run(manager, prompt, chatResponse, cancellable);
    }
    const assistantMessage = generation.getOutput();
    const toolCalls = assistantMessage.getToolCalls();
    this.checkRepeats(toolCalls);
    if (!this.hasLimits()) {
      return this.run(manager, prompt, chatResponse, cancellable);
    }

    // Plan the batch as Spring 2.0.1's manager does: every call is counted, a breached call is
    // answered with the breach message instead of running.
    const breaches = new Map<number, Breach>();
    let stopAt = toolCalls.length;
    for (let index = 0; index < toolCalls.length; index++) {
      const toolName = (toolCalls[index] as ToolCall).name();
      const toolCallCount = (this.callsPerTool.get(toolName) ?? 0) + 1;
      this.callsPerTool.set(toolName, toolCallCount);
      this.totalCalls++;
      const breach = this.check(toolName, toolCallCount, this.totalCalls);
      if (breach === undefined) continue;
      breaches.set(index, breach);
      if (this.settings.onLimitExceeded === ToolCallLimitBehavior.THROW) {
        stopAt = index + 1;
        break;
      }
    }
    if (breaches.size === 0) {
      return this.run(manager, prompt, chatResponse, cancellable);
    }

    const planned = toolCalls.slice(0, stopAt);
    const toRun = planned.filter((_toolCall, index) => !breaches.has(index));
    let executed: ToolExecutionResult | undefined;
    if (toRun.length > 0) {
      const subsetResponse = responseWithToolCalls(chatResponse, generation, toRun);
      executed = await this.run(manager, prompt, subsetResponse, cancellable);
    }
    const history = partialRoundHistory(prompt, executed, assistantMessage, planned, (_toolCall, index) =>
      breaches.get(index)?.message,
    );
    const returnDirect = executed === undefined ? false : ToolExecutionResult.isReturnDirect(executed);
    const result = ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect).build();
    if (this.settings.onLimitExceeded === ToolCallLimitBehavior.THROW) {
      const breach = breaches.get(stopAt - 1) as Breach;
      throw new ToolCallLimitExceededException(breach.toolName, breach.limit, result);
    }
    return result;
  }

  private run(
    manager: ToolCallingManager,
    prompt: Prompt,
    chatResponse: ChatResponse,
    cancellable: boolean,
  ): Promise<ToolExecutionResult> {
    if (!cancellable) return manager.executeToolCalls(prompt, chatResponse);
    // The manager reads the current signal between tools and hands it to each tool: give it one
    // that also fires when the stream is cancelled, next to the caller's own.
    const callerSignal = AbortSignalContext.current();
    const signal =
      callerSignal === undefined
        ? this.cancellation.signal
        : AbortSignal.any([callerSignal, this.cancellation.signal]);
    const running = AbortSignalContext.run(signal, () => manager.executeToolCalls(prompt, chatResponse));
    // A cancelled stream no longer waits for this promise; its late failure must not go unhandled.
    running.catch(() => undefined);
    return running;
  }

  private hasLimits(): boolean {
    return (
      this.settings.maxCallsPerTool !== undefined ||
      this.settings.maxCallsPerToolByName.size > 0 ||
      this.settings.maxTotalToolCalls !== undefined
    );
  }

  private check(toolName: string, toolCallCount: number, totalToolCallCount: number): Breach | undefined {
    if (!this.settings.toolsExcludedFromLimit.has(toolName)) {
      const maxCallsForTool = this.settings.maxCallsPerToolByName.get(toolName) ?? this.settings.maxCallsPerTool;
      if (maxCallsForTool !== undefined && toolCallCount > maxCallsForTool) {
        return {
          toolName,
          limit: maxCallsForTool,
          message: `Tool call limit (${maxCallsForTool}) exceeded for tool '${toolName}'. No further calls to this tool are allowed in this turn.`,
        };
      }
    }
    const maxTotal = this.settings.maxTotalToolCalls;
    if (maxTotal !== undefined && totalToolCallCount > maxTotal) {
      return {
        toolName: undefined,
        limit: maxTotal,
        message: `Total tool call limit (${maxTotal}) exceeded for this turn. No further tool calls are allowed.`,
      };
    }
    return undefined;
  }

  private checkRepeats(toolCalls: ToolCall[]): void {
    const maxRepeated = this.settings.maxRepeatedToolCalls;
    if (maxRepeated === undefined) return;
    for (const toolCall of toolCalls) {
      const key = `${toolCall.name()}\u0000${normalizeArguments(toolCall.arguments())}`;
      this.repeatStreak = key === this.lastCallKey ? this.repeatStreak + 1 : 1;
      this.lastCallKey = key;
      if (this.repeatStreak >= maxRepeated) {
        throw new RepeatedToolCallException(toolCall.name(), toolCall.arguments(), maxRepeated);
      }
    }
  }
}


