/* spring-ai-ts, Apache-2.0. Internal: the opt-in extras that ToolCallAdvisor's builder collects, with their argument checks. */
import { Assert } from '../../../../core/Assert.js';
import { ToolCallLimitBehavior } from '../../../../model/tool/ToolCallLimitBehavior.js';
import type { ToolCallAdvisorOptions } from '../ToolCallAdvisorOptions.js';

/** The builder's extras (Spring AI 2.0.1's limit checks and messages); `options()` hands them on. */
export class ToolCallAdvisorExtras {
  accumulateUsage = false;

  private maxCallsPerTool: number | undefined = undefined;

  private readonly maxCallsPerToolByName = new Map<string, number>();

  private readonly toolsExcludedFromLimit = new Set<string>();

  private maxTotalToolCalls: number | undefined = undefined;

  private onLimitExceeded: ToolCallLimitBehavior = ToolCallLimitBehavior.THROW;

  private maxRepeatedToolCalls: number | undefined = undefined;

  /** The general limit (`undefined`: none), or, with a tool name, that tool's own limit. */
  setMaxCallsPerTool(toolName: string | undefined, maxCallsPerTool: unknown): void {
    Assert.isTrue(typeof maxCallsPerTool === 'number' && maxCallsPerTool > 0, 'maxCallsPerTool must be greater than 0');
    if (toolName === undefined) {
      this.maxCallsPerTool = maxCallsPerTool as number;
      return;
    }
    this.maxCallsPerToolByName.set(toolName, maxCallsPerTool as number);
    this.toolsExcludedFromLimit.delete(toolName);
  }

  unlimitedCallsPerTool(): void {
    this.maxCallsPerTool = undefined;
  }

  excludeToolFromLimit(toolName: string): void {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    this.toolsExcludedFromLimit.add(toolName);
  }

  setMaxTotalToolCalls(maxTotalToolCalls: number | undefined): void {
    if (maxTotalToolCalls !== undefined) {
      Assert.isTrue(
        typeof maxTotalToolCalls === 'number' && maxTotalToolCalls > 0,
        'maxTotalToolCalls must be greater than 0',
      );
    }
    this.maxTotalToolCalls = maxTotalToolCalls;
  }

  setOnLimitExceeded(onLimitExceeded: ToolCallLimitBehavior): void {
    Assert.notNull(onLimitExceeded, 'onLimitExceeded cannot be null');
    this.onLimitExceeded = onLimitExceeded;
  }

  setMaxRepeatedToolCalls(maxRepeatedToolCalls: number): void {
    Assert.isTrue(
      typeof maxRepeatedToolCalls === 'number' && Number.isInteger(maxRepeatedToolCalls) && maxRepeatedToolCalls >= 2,
      'maxRepeatedToolCalls must be at least 2',
    );
    this.maxRepeatedToolCalls = maxRepeatedToolCalls;
  }

  /** A copy of the settings, as the advisor's five-argument constructor takes them. */
  options(): ToolCallAdvisorOptions {
    return {
      accumulateUsage: this.accumulateUsage,
      maxCallsPerTool: this.maxCallsPerTool,
      maxCallsPerToolByName: new Map(this.maxCallsPerToolByName),
      toolsExcludedFromLimit: new Set(this.toolsExcludedFromLimit),
      maxTotalToolCalls: this.maxTotalToolCalls,
      onLimitExceeded: this.onLimitExceeded,
      maxRepeatedToolCalls: this.maxRepeatedToolCalls,
    };
  }
}
