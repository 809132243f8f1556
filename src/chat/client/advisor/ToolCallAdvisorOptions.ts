/* spring-ai-ts, Apache-2.0. No Java counterpart: the opt-in extras of ToolCallAdvisor, as the builder hands them to the constructor. */
import type { ToolCallLimitBehavior } from '../../../model/tool/ToolCallLimitBehavior.js';

/**
 * The opt-in extras of a `ToolCallAdvisor`, all off when absent. Set them with the advisor's
 * builder; a subclass builder passes the builder's protected `getOptions()` on to the advisor's
 * five-argument constructor.
 *
 * @remarks
 * An addition (a plain options object at a TypeScript-only seam). Usage summing and tool-call
 * limits follow Spring AI 2.0.1, where they are always on (limits 40 per tool, 150 in total);
 * here they stay off unless asked for, so the 1.1.8 behaviour is the default. The repeat guard has
 * no Spring counterpart.
 *
 * @category Advisors
 */
export interface ToolCallAdvisorOptions {
  /** Sum the usage of every round onto the final response or the usage-bearing chunks (2.0.1). */
  readonly accumulateUsage?: boolean | undefined;

  /** The most calls of any one tool per turn (`undefined`: unlimited). */
  readonly maxCallsPerTool?: number | undefined;

  /** Per-tool overrides of `maxCallsPerTool`. */
  readonly maxCallsPerToolByName?: ReadonlyMap<string, number> | undefined;

  /** Tools that no per-tool limit applies to (the total limit still does). */
  readonly toolsExcludedFromLimit?: ReadonlySet<string> | undefined;

  /** The most tool calls per turn, all tools together (`undefined`: unlimited). */
  readonly maxTotalToolCalls?: number | undefined;

  /** What a breached limit does (default `ToolCallLimitBehavior.THROW`). */
  readonly onLimitExceeded?: ToolCallLimitBehavior | undefined;

  /**
   * Stop the loop with `RepeatedToolCallException` when the same tool is requested with identical
   * arguments this many times in a row (at least 2; `undefined`: no guard).
   */
  readonly maxRepeatedToolCalls?: number | undefined;
}
