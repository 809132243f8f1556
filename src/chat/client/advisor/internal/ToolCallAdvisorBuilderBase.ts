/* spring-ai-ts, Apache-2.0. Internal: the settings and steps of ToolCallAdvisor's builder; ToolCallAdvisor.Builder adds build(). */
import { Assert } from '../../../../java/core/Assert.js';
import { ToolCallLimitBehavior } from '../../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallingManager } from '../../../../model/tool/ToolCallingManager.js';
import { BaseAdvisor } from '../api/BaseAdvisor.js';
import type { ToolCallAdvisorOptions } from '../ToolCallAdvisorOptions.js';

/**
 * Everything of `ToolCallAdvisor.Builder` but `build()`, which must call the advisor's protected
 * constructor and so lives in the advisor's module. Self-typed: each step returns `self()`.
 */
export abstract class ToolCallAdvisorBuilderBase<T extends ToolCallAdvisorBuilderBase<T>> {
  private toolCallingManagerValue: ToolCallingManager = ToolCallingManager.builder().build();

  private advisorOrderValue: number = BaseAdvisor.HIGHEST_PRECEDENCE + 300;

  private conversationHistoryEnabledValue = true;

  private streamToolCallResponsesValue = false;

  // The opt-in extras (Spring AI 2.0.1's limits with its checks and messages, usage, repeat guard).
  private accumulateUsageValue = false;

  private maxCallsPerToolValue: number | undefined = undefined;

  private readonly maxCallsPerToolByName = new Map<string, number>();

  private readonly toolsExcludedFromLimit = new Set<string>();

  private maxTotalToolCallsValue: number | undefined = undefined;

  private onLimitExceededValue: ToolCallLimitBehavior = ToolCallLimitBehavior.THROW;

  private maxRepeatedToolCallsValue: number | undefined = undefined;

  /** This builder as its own type; a subclass's builder overrides it to return `this`. */
  protected self(): T {
    return this as unknown as T;
  }

  /** The manager that executes the tools. */
  toolCallingManager(toolCallingManager: ToolCallingManager): T {
    this.toolCallingManagerValue = toolCallingManager;
    return this.self();
  }

  /** The advisor's order; `build()` requires it strictly between the two precedence bounds. */
  advisorOrder(advisorOrder: number): T {
    this.advisorOrderValue = advisorOrder;
    return this.self();
  }

  /** Whether each round gets the whole history (default `true`; with `false` a memory advisor after this one supplies it). */
  conversationHistoryEnabled(conversationHistoryEnabled: boolean): T {
    this.conversationHistoryEnabledValue = conversationHistoryEnabled;
    return this.self();
  }

  /** Same as `conversationHistoryEnabled(false)`. */
  disableMemory(): T {
    this.conversationHistoryEnabledValue = false;
    return this.self();
  }

  /** Whether streams also emit the chunks that carry tool calls (default `false`). */
  streamToolCallResponses(streamToolCallResponses: boolean): T {
    this.streamToolCallResponsesValue = streamToolCallResponses;
    return this.self();
  }

  /** Same as `streamToolCallResponses(false)`. */
  suppressToolCallStreaming(): T {
    this.streamToolCallResponsesValue = false;
    return this.self();
  }

  /**
   * Sum the usage of every round (addition, Spring AI 2.0.1): calls return the total on the final
   * response; streams add the earlier rounds' total to each chunk that reports usage, and end with
   * one usage-only response (no generations) when the last round reported none.
   */
  accumulateUsage(accumulateUsage: boolean): T {
    this.accumulateUsageValue = accumulateUsage;
    return this.self();
  }

  /**
   * The most calls of every tool per turn (addition, Spring AI 2.0.1).
   * @throws IllegalArgumentException `"maxCallsPerTool must be greater than 0"`
   */
  maxCallsPerTool(maxCallsPerTool: number): T;
  /**
   * The most calls of one tool per turn, overriding the general limit; also lifts an exclusion.
   * @throws IllegalArgumentException `"toolName cannot be null or empty"`,
   *   `"maxCallsPerTool must be greater than 0"`
   */
  maxCallsPerTool(toolName: string, maxCallsPerTool: number): T;
  maxCallsPerTool(first: number | string, second?: number): T {
    const forOneTool = typeof first === 'string' || arguments.length >= 2;
    if (forOneTool) Assert.hasText(first as string, 'toolName cannot be null or empty');
    const maxCallsPerTool: unknown = forOneTool ? second : first;
    Assert.isTrue(typeof maxCallsPerTool === 'number' && maxCallsPerTool > 0, 'maxCallsPerTool must be greater than 0');
    if (forOneTool) {
      this.maxCallsPerToolByName.set(first as string, maxCallsPerTool as number);
      this.toolsExcludedFromLimit.delete(first as string);
    } else {
      this.maxCallsPerToolValue = maxCallsPerTool as number;
    }
    return this.self();
  }

  /** No general per-tool limit (the default here; per-tool overrides still apply). */
  unlimitedCallsPerTool(): T {
    this.maxCallsPerToolValue = undefined;
    return this.self();
  }

  /**
   * No per-tool limit for this tool (the total limit still counts it).
   * @throws IllegalArgumentException `"toolName cannot be null or empty"`
   */
  excludeToolFromLimit(toolName: string): T {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    this.toolsExcludedFromLimit.add(toolName);
    return this.self();
  }

  /**
   * The most tool calls per turn, all tools together (addition, Spring AI 2.0.1).
   * @throws IllegalArgumentException `"maxTotalToolCalls must be greater than 0"`
   */
  maxTotalToolCalls(maxTotalToolCalls: number): T {
    Assert.isTrue(typeof maxTotalToolCalls === 'number' && maxTotalToolCalls > 0, 'maxTotalToolCalls must be greater than 0');
    this.maxTotalToolCallsValue = maxTotalToolCalls;
    return this.self();
  }

  /** No total limit (the default here). */
  unlimitedTotalToolCalls(): T {
    this.maxTotalToolCallsValue = undefined;
    return this.self();
  }

  /**
   * What a breached limit does (default `ToolCallLimitBehavior.THROW`).
   * @throws IllegalArgumentException `"onLimitExceeded cannot be null"`
   */
  onLimitExceeded(onLimitExceeded: ToolCallLimitBehavior): T {
    Assert.notNull(onLimitExceeded, 'onLimitExceeded cannot be null');
    this.onLimitExceededValue = onLimitExceeded;
    return this.self();
  }

  /**
   * Stop the loop with `RepeatedToolCallException` when the model requests the same tool with
   * identical arguments this many times in a row (addition; no Spring counterpart).
   * @throws IllegalArgumentException `"maxRepeatedToolCalls must be at least 2"`
   */
  maxRepeatedToolCalls(maxRepeatedToolCalls: number): T {
    Assert.isTrue(
      typeof maxRepeatedToolCalls === 'number' && Number.isInteger(maxRepeatedToolCalls) && maxRepeatedToolCalls >= 2,
      'maxRepeatedToolCalls must be at least 2',
    );
    this.maxRepeatedToolCallsValue = maxRepeatedToolCalls;
    return this.self();
  }

  /** The configured manager. */
  protected getToolCallingManager(): ToolCallingManager {
    return this.toolCallingManagerValue;
  }

  /** The configured order. */
  protected getAdvisorOrder(): number {
    return this.advisorOrderValue;
  }

  /** Whether tool-call chunks are streamed. */
  protected isStreamToolCallResponses(): boolean {
    return this.streamToolCallResponsesValue;
  }

  /** Whether each round gets the whole history (Spring AI 2.0 getter). */
  protected isConversationHistoryEnabled(): boolean {
    return this.conversationHistoryEnabledValue;
  }

  /** The extras, as the advisor's five-argument constructor takes them (addition). */
  protected getOptions(): ToolCallAdvisorOptions {
    return {
      accumulateUsage: this.accumulateUsageValue,
      maxCallsPerTool: this.maxCallsPerToolValue,
      maxCallsPerToolByName: new Map(this.maxCallsPerToolByName),
      toolsExcludedFromLimit: new Set(this.toolsExcludedFromLimit),
      maxTotalToolCalls: this.maxTotalToolCallsValue,
      onLimitExceeded: this.onLimitExceededValue,
      maxRepeatedToolCalls: this.maxRepeatedToolCallsValue,
    };
  }

  /**
   * The four settings in the advisor constructor's order, read from the fields (as Java's
   * `build()` reads them), so a subclass overriding a getter does not change what `build()` passes.
   * @internal
   */
  static settingsOf<B extends ToolCallAdvisorBuilderBase<B>>(builder: ToolCallAdvisorBuilderBase<B>): [ToolCallingManager, number, boolean, boolean] {
    return [
      builder.toolCallingManagerValue,
      builder.advisorOrderValue,
      builder.conversationHistoryEnabledValue,
      builder.streamToolCallResponsesValue,
    ];
  }

  /** Builds the advisor from these settings. */
  abstract build(): unknown;
}
