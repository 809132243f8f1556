/* Ported from Spring AI ToolCallLimits (2.0.1; not in v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../../../chat/messages/Message.js';
import type { ToolCall } from '../../../chat/messages/ToolCall.js';
import { ToolResponseMessage } from '../../../chat/messages/ToolResponseMessage.js';
import { UserMessage } from '../../../chat/messages/UserMessage.js';
import { ToolCallLimitBehavior } from '../ToolCallLimitBehavior.js';

/** A limit a call went over, with the text the model gets instead of the tool's answer. */
export interface ToolCallLimitBreach {
  readonly toolName: string | undefined;
  readonly limit: number;
  readonly message: string;
}

/**
 * How a round's calls fare against the limits: which calls are answered with a breach message
 * instead of running, and how many calls of the round are handled at all (with `THROW`, the
 * round stops at the first breach, which is then `thrown`).
 */
export interface ToolCallRoundPlan {
  /** The breached calls, by their index in the round. */
  readonly breaches: ReadonlyMap<number, ToolCallLimitBreach>;
  /** The number of calls handled: the whole round, or up to and including the thrown breach. */
  readonly handled: number;
  /** The breach that ends the loop (limit behaviour `THROW`), if any. */
  readonly thrown: ToolCallLimitBreach | undefined;
}

/**
 * The tool-call counts of one turn against one {@link ToolCallLimits}: each {@link ToolCallCounter.plan}
 * counts a round's calls, so a counter kept across the rounds of a turn limits the whole turn.
 */
export class ToolCallCounter {
  private readonly callsPerTool: Map<string, number>;

  private totalCalls: number;

  /** @param prior - calls of each tool already made in this turn */
  constructor(
    private readonly limits: ToolCallLimits,
    prior: ReadonlyMap<string, number> = new Map(),
  ) {
    this.callsPerTool = new Map(prior);
    this.totalCalls = [...prior.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Counts the round's calls in order and plans them (see {@link ToolCallRoundPlan}). */
  plan(toolCalls: readonly ToolCall[]): ToolCallRoundPlan {
    const breaches = new Map<number, ToolCallLimitBreach>();
    const throwing = this.limits.onLimitExceeded === ToolCallLimitBehavior.THROW;
    for (let index = 0; index < toolCalls.length; index++) {
      const toolName = (toolCalls[index] as ToolCall).name();
      const toolCallCount = (this.callsPerTool.get(toolName) ?? 0) + 1;
      this.callsPerTool.set(toolName, toolCallCount);
      this.totalCalls++;
      const breach = this.limits.check(toolName, toolCallCount, this.totalCalls);
      if (breach === undefined) continue;
      breaches.set(index, breach);
      if (throwing) return { breaches, handled: index + 1, thrown: breach };
    }
    return { breaches, handled: toolCalls.length, thrown: undefined };
  }
}

/**
 * The tool-call limits (Spring AI 2.0.1): the most calls per tool (with per-tool overrides and
 * exclusions) and in total within one turn, and what a breach does. The one implementation of
 * the limits, for the tool calling manager (which counts the turn from the prompt it is given)
 * and for `ToolCallAdvisor` (which counts across the rounds of its loop).
 */
export class ToolCallLimits {
  /** No limit. */
  static readonly NO_LIMIT = -1;
  /** Spring AI 2.0.1's default most calls per tool and turn. */
  static readonly DEFAULT_MAX_CALLS_PER_TOOL = 40;
  /** Spring AI 2.0.1's default most tool calls per turn. */
  static readonly DEFAULT_MAX_TOTAL_TOOL_CALLS = 150;

  /**
   * @param defaultMaxCallsPerTool - the most calls of any one tool per turn, or {@link ToolCallLimits.NO_LIMIT}
   * @param maxCallsPerTool - per-tool overrides of the default
   * @param toolsExcludedFromLimit - tools no per-tool limit applies to (the total still counts them)
   * @param maxTotalToolCalls - the most calls per turn, all tools together, or {@link ToolCallLimits.NO_LIMIT}
   * @param onLimitExceeded - what a breach does
   */
  constructor(
    readonly defaultMaxCallsPerTool: number,
    readonly maxCallsPerTool: ReadonlyMap<string, number>,
    readonly toolsExcludedFromLimit: ReadonlySet<string>,
    readonly maxTotalToolCalls: number,
    readonly onLimitExceeded: ToolCallLimitBehavior,
  ) {}

  /** Spring AI 2.0.1's defaults: 40 calls per tool, 150 per turn, `THROW`. */
  static defaults(): ToolCallLimits {
    return new ToolCallLimits(
      ToolCallLimits.DEFAULT_MAX_CALLS_PER_TOOL,
      new Map(),
      new Set(),
      ToolCallLimits.DEFAULT_MAX_TOTAL_TOOL_CALLS,
      ToolCallLimitBehavior.THROW,
    );
  }

  /** Calls of each tool already answered in the current turn of `instructions` (the last user message and what follows). */
  static countPriorToolCalls(instructions: readonly Message[]): Map<string, number> {
    let start = 0;
    for (let i = instructions.length - 1; i >= 0; i--) {
      if (instructions[i] instanceof UserMessage) {
        start = i;
        break;
      }
    }
    const counts = new Map<string, number>();
    for (const message of instructions.slice(start)) {
      if (!(message instanceof ToolResponseMessage)) continue;
      for (const response of message.getResponses()) counts.set(response.name(), (counts.get(response.name()) ?? 0) + 1);
    }
    return counts;
  }

  /** The limit this call goes over, if any; the counts include the call. */
  check(toolName: string, toolCallCount: number, totalToolCallCount: number): ToolCallLimitBreach | undefined {
    if (!this.toolsExcludedFromLimit.has(toolName)) {
      const maxCallsForTool = this.maxCallsPerTool.get(toolName) ?? this.defaultMaxCallsPerTool;
      if (maxCallsForTool !== ToolCallLimits.NO_LIMIT && toolCallCount > maxCallsForTool) {
        return {
          toolName,
          limit: maxCallsForTool,
          message: `Tool call limit (${maxCallsForTool}) exceeded for tool '${toolName}'. No further calls to this tool are allowed in this turn.`,
        };
      }
    }
    if (this.maxTotalToolCalls !== ToolCallLimits.NO_LIMIT && totalToolCallCount > this.maxTotalToolCalls) {
      return {
        toolName: undefined,
        limit: this.maxTotalToolCalls,
        message: `Total tool call limit (${this.maxTotalToolCalls}) exceeded for this turn. No further tool calls are allowed.`,
      };
    }
    return undefined;
  }

  /** A counter for a turn, starting from the calls already answered in `instructions` (none when absent). */
  newTurn(instructions?: readonly Message[]): ToolCallCounter {
    return new ToolCallCounter(this, instructions === undefined ? new Map() : ToolCallLimits.countPriorToolCalls(instructions));
  }

  /** True when nothing is limited. */
  isUnlimited(): boolean {
    return (
      this.defaultMaxCallsPerTool === ToolCallLimits.NO_LIMIT &&
      this.maxCallsPerTool.size === 0 &&
      this.maxTotalToolCalls === ToolCallLimits.NO_LIMIT
    );
  }
}
