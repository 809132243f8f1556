/* spring-ai-ts, Apache-2.0. Internal: the tool-call limit (Spring AI 2.0.1) and timeout steps of DefaultToolCallingManager's builder. */
import { Assert } from '../../../java/core/Assert.js';
import { ToolCallLimitBehavior } from '../ToolCallLimitBehavior.js';
import { ToolCallLimits } from '../loop/ToolCallLimits.js';

/**
 * The limit and timeout steps of `DefaultToolCallingManager.Builder`, kept apart so the manager's
 * module stays readable. Defaults: Spring AI 2.0.1's 40 calls per tool and 150 per turn, no timeout.
 */
export abstract class ToolCallingLimitsBuilder {
  private readonly limits = {
    perTool: ToolCallLimits.DEFAULT_MAX_CALLS_PER_TOOL,
    byName: new Map<string, number>(),
    excluded: new Set<string>(),
    total: ToolCallLimits.DEFAULT_MAX_TOTAL_TOOL_CALLS,
    onLimitExceeded: ToolCallLimitBehavior.THROW,
  };
  private readonly timeouts = new Map<string | undefined, number>();

  /**
   * The most calls of one tool per turn (default 40, as Spring AI 2.0.1).
   * @throws IllegalArgumentException `"maxCallsPerTool must be greater than 0"`
   */
  maxCallsPerTool(maxCallsPerTool: number): this;
  /**
   * The most calls of this tool per turn, overriding the general limit.
   * @throws IllegalArgumentException `"toolName cannot be null or empty"`, `"maxCallsPerTool must be greater than 0"`
   */
  maxCallsPerTool(toolName: string, maxCallsPerTool: number): this;
  maxCallsPerTool(first: number | string, second?: number): this {
    if (typeof first === 'number') {
      Assert.isTrue(first > 0, 'maxCallsPerTool must be greater than 0');
      this.limits.perTool = first;
      return this;
    }
    Assert.hasText(first, 'toolName cannot be null or empty');
    Assert.isTrue((second ?? 0) > 0, 'maxCallsPerTool must be greater than 0');
    this.limits.byName.set(first, second as number);
    return this;
  }

  /** No general per-tool limit (per-tool overrides still apply). */
  unlimitedCallsPerTool(): this {
    this.limits.perTool = ToolCallLimits.NO_LIMIT;
    return this;
  }

  /** No per-tool limit for this tool (the total still counts it). */
  excludeToolFromLimit(toolName: string): this {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    this.limits.excluded.add(toolName);
    return this;
  }

  /**
   * The most tool calls per turn, all tools together (default 150, as Spring AI 2.0.1).
   * @throws IllegalArgumentException `"maxTotalToolCalls must be greater than 0"`
   */
  maxTotalToolCalls(maxTotalToolCalls: number): this {
    Assert.isTrue(maxTotalToolCalls > 0, 'maxTotalToolCalls must be greater than 0');
    this.limits.total = maxTotalToolCalls;
    return this;
  }

  /** No total limit. */
  unlimitedTotalToolCalls(): this {
    this.limits.total = ToolCallLimits.NO_LIMIT;
    return this;
  }

  /**
   * What a breached limit does (default `ToolCallLimitBehavior.THROW`).
   * @throws IllegalArgumentException `"onLimitExceeded cannot be null"`
   */
  onLimitExceeded(onLimitExceeded: ToolCallLimitBehavior): this {
    Assert.notNull(onLimitExceeded, 'onLimitExceeded cannot be null');
    this.limits.onLimitExceeded = onLimitExceeded;
    return this;
  }

  /**
   * A timeout for every tool call, in milliseconds (default: none, as in Spring).
   * @throws IllegalArgumentException `"timeoutMillis must be greater than 0"`
   */
  defaultToolTimeout(timeoutMillis: number): this {
    Assert.isTrue(timeoutMillis > 0, 'timeoutMillis must be greater than 0');
    this.timeouts.set(undefined, timeoutMillis);
    return this;
  }

  /**
   * A timeout for the calls of this tool, in milliseconds, overriding the default one.
   * @throws IllegalArgumentException `"toolName cannot be null or empty"`, `"timeoutMillis must be greater than 0"`
   */
  toolTimeout(toolName: string, timeoutMillis: number): this {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    Assert.isTrue(timeoutMillis > 0, 'timeoutMillis must be greater than 0');
    this.timeouts.set(toolName, timeoutMillis);
    return this;
  }

  /** @internal The limits configured so far. */
  protected toolCallLimits(): ToolCallLimits {
    const { perTool, byName, excluded, total, onLimitExceeded } = this.limits;
    return new ToolCallLimits(perTool, new Map(byName), new Set(excluded), total, onLimitExceeded);
  }

  /** @internal The timeouts configured so far (`undefined` key: the default). */
  protected toolTimeouts(): Map<string | undefined, number> {
    return new Map(this.timeouts);
  }
}
