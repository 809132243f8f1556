/* Ported from Spring AI ToolCallLimits (2.0.1; not in v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../../../chat/messages/Message.js';
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
 * The tool-call limits of one `DefaultToolCallingManager` (Spring AI 2.0.1). The manager keeps no
 * per-turn state: it counts the tool responses of the current turn (the last user message and
 * what follows it) in the prompt it is given, since every tool loop hands it the growing history.
 */
export class ToolCallLimits {
  /** No limit. */
  static readonly NO_LIMIT = -1;
  static readonly DEFAULT_MAX_CALLS_PER_TOOL = 40;
  static readonly DEFAULT_MAX_TOTAL_TOOL_CALLS = 150;

  constructor(
    readonly defaultMaxCallsPerTool: number,
    readonly maxCallsPerTool: ReadonlyMap<string, number>,
    readonly toolsExcludedFromLimit: ReadonlySet<string>,
    readonly maxTotalToolCalls: number,
    readonly onLimitExceeded: ToolCallLimitBehavior,
  ) {}

  /** Calls of each tool already answered in the current turn of `instructions`. */
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

  /** The limit this call (counts include it) goes over, if any. */
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

  /**
   * Counts the calls of a turn, starting from those already answered in `instructions`: each
   * call of the returned function counts one call and returns the limit it goes over, if any.
   */
  turnCounter(instructions: readonly Message[]): (toolName: string) => ToolCallLimitBreach | undefined {
    const counts = ToolCallLimits.countPriorToolCalls(instructions);
    let total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return (toolName) => {
      total++;
      const count = (counts.get(toolName) ?? 0) + 1;
      counts.set(toolName, count);
      return this.check(toolName, count, total);
    };
  }

  /** True when nothing is limited. */
  isUnlimited(): boolean {
    return this.defaultMaxCallsPerTool === ToolCallLimits.NO_LIMIT && this.maxCallsPerTool.size === 0 && this.maxTotalToolCalls === ToolCallLimits.NO_LIMIT;
  }

  /** Spring AI 2.0.1's defaults: 40 calls per tool, 150 per turn, `THROW`. */
  static defaults(): ToolCallLimits {
    return new ToolCallLimits(ToolCallLimits.DEFAULT_MAX_CALLS_PER_TOOL, new Map(), new Set(), ToolCallLimits.DEFAULT_MAX_TOTAL_TOOL_CALLS, ToolCallLimitBehavior.THROW);
  }
}
