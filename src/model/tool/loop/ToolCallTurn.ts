/* spring-ai-ts, Apache-2.0. No Java counterpart: the per-turn state of a tool loop that counts across its rounds. */
import type { ToolCall } from '../../../chat/messages/ToolCall.js';
import type { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { Prompt } from '../../../chat/prompt/Prompt.js';
import { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { RepeatedToolCallException } from '../RepeatedToolCallException.js';
import { ToolCallLimitExceededException } from '../ToolCallLimitExceededException.js';
import type { ToolCallingManager } from '../ToolCallingManager.js';
import { ToolExecutionResult } from '../ToolExecutionResult.js';
import { partialRoundHistory, responseWithToolCalls } from './partialToolRound.js';
import type { ToolCallCounter, ToolCallLimits } from './ToolCallLimits.js';

/** What a {@link ToolCallTurn} enforces; each is off when absent. */
export interface ToolCallTurnSettings {
  /** Limits counted across the turn's rounds, before the manager sees the calls. */
  readonly limits?: ToolCallLimits | undefined;
  /** Stop when the same call (tool and arguments) is requested this many times in a row. */
  readonly maxRepeatedToolCalls?: number | undefined;
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
 * One turn of a tool loop (one call, or one stream subscription): it counts the turn's tool calls
 * against its own limits, stops a run of identical calls, and lets a cancelled stream stop the
 * tool batch it was running. Every round's tools go through {@link ToolCallTurn.executeToolCalls}.
 */
export class ToolCallTurn {
  private readonly counter: ToolCallCounter | undefined;

  private lastCallKey: string | undefined;

  private repeatStreak = 0;

  private readonly cancellation = new AbortController();

  /** @param settings - what the turn enforces (nothing by default) */
  constructor(private readonly settings: ToolCallTurnSettings = {}) {
    const limits = settings.limits;
    this.counter = limits === undefined || limits.isUnlimited() ? undefined : limits.newTurn();
  }

  /** Stops the current tool batch from starting further tools (a cancelled or ended stream). */
  cancel(): void {
    if (!this.cancellation.signal.aborted) this.cancellation.abort();
  }

  /**
   * Runs the round's tool calls through `manager`, after the repeat guard and the limits: a
   * breached call is answered with the breach message instead of running (Spring AI 2.0.1's
   * plan). With `cancellable`, the batch also stops once {@link ToolCallTurn.cancel} was called.
   *
   * Rejects with {@link RepeatedToolCallException}, {@link ToolCallLimitExceededException} (limit
   * behaviour `THROW`), or with what the manager rejects with.
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
    const plan = this.counter?.plan(toolCalls);
    if (plan === undefined || plan.breaches.size === 0) {
      return this.run(manager, prompt, chatResponse, cancellable);
    }

    const planned = toolCalls.slice(0, plan.handled);
    const toRun = planned.filter((_toolCall, index) => !plan.breaches.has(index));
    let executed: ToolExecutionResult | undefined;
    if (toRun.length > 0) {
      executed = await this.run(manager, prompt, responseWithToolCalls(chatResponse, generation, toRun), cancellable);
    }
    const history = partialRoundHistory(prompt, executed, assistantMessage, planned, (_toolCall, index) =>
      plan.breaches.get(index)?.message,
    );
    const returnDirect = executed === undefined ? false : ToolExecutionResult.isReturnDirect(executed);
    const result = ToolExecutionResult.builder().conversationHistory(history).returnDirect(returnDirect).build();
    if (plan.thrown !== undefined) {
      throw new ToolCallLimitExceededException(plan.thrown.toolName, plan.thrown.limit, result);
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
      callerSignal === undefined ? this.cancellation.signal : AbortSignal.any([callerSignal, this.cancellation.signal]);
    const running = AbortSignalContext.run(signal, () => manager.executeToolCalls(prompt, chatResponse));
    // A cancelled stream no longer waits for this promise; its late failure must not go unhandled.
    running.catch(() => undefined);
    return running;
  }

  private checkRepeats(toolCalls: readonly ToolCall[]): void {
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
