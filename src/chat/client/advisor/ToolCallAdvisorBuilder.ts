/* Ported from Spring AI ToolCallAdvisor.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../core/Assert.js';
import { ToolCallLimitBehavior } from '../../../model/tool/ToolCallLimitBehavior.js';
import { ToolCallingManager } from '../../../model/tool/ToolCallingManager.js';
import { BaseAdvisor } from './api/BaseAdvisor.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { ToolCallAdvisor } from './ToolCallAdvisor.js';
import type { ToolCallAdvisorOptions } from './ToolCallAdvisorOptions.js';

/** The constructor of `ToolCallAdvisor`, which is protected as in Java (the nested builder may call it). */
type ToolCallAdvisorConstructor = new (
  toolCallingManager: ToolCallingManager,
  advisorOrder: number,
  conversationHistoryEnabled: boolean,
  streamToolCallResponses: boolean,
  options?: ToolCallAdvisorOptions,
) => ToolCallAdvisor;

/**
 * Builds a {@link ToolCallAdvisor}; also reachable as `ToolCallAdvisor.Builder`.
 *
 * Defaults: `ToolCallingManager.builder().build()`, order `HIGHEST_PRECEDENCE + 300`,
 * conversation history enabled, tool-call chunks withheld from streams
 * (`streamToolCallResponses` false), and none of the extras.
 *
 * The builder is self-typed, as Java's `Builder<T extends Builder<T>>`: a subclass's builder
 * extends `ToolCallAdvisor.Builder<MyBuilder>`, overrides `self()` and `build()`, and reads the
 * settings through the protected getters.
 *
 * @example
 * ```ts
 * class AuditingBuilder extends ToolCallAdvisor.Builder<AuditingBuilder> {
 *   protected override self(): AuditingBuilder { return this; }
 *   override build(): AuditingToolCallAdvisor {
 *     return new AuditingToolCallAdvisor(this.getToolCallingManager(), this.getAdvisorOrder());
 *   }
 * }
 * ```
 *
 * @remarks
 * Additions (all off by default): `accumulateUsage`, the tool-call limits (`maxCallsPerTool`,
 * `unlimitedCallsPerTool`, `excludeToolFromLimit`, `maxTotalToolCalls`, `unlimitedTotalToolCalls`,
 * `onLimitExceeded`, from Spring AI 2.0.1's `DefaultToolCallingManager.Builder`, with its argument
 * checks), `maxRepeatedToolCalls`, and the protected `isConversationHistoryEnabled()` (Spring AI
 * 2.0) and `getOptions()`, so that a subclass's builder can pass every setting on.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/ToolCallAdvisor.Builder.html
 * @category Advisors
 */
export class ToolCallAdvisorBuilder<T extends ToolCallAdvisorBuilder<T> = ToolCallAdvisorBuilder.Default> {
  private toolCallingManagerValue: ToolCallingManager = ToolCallingManager.builder().build();

  private advisorOrderValue: number = BaseAdvisor.HIGHEST_PRECEDENCE + 300;

  private conversationHistoryEnabledValue = true;

  private streamToolCallResponsesValue = false;

  private accumulateUsageValue = false;

  private maxCallsPerToolValue: number | undefined = undefined;

  private readonly maxCallsPerToolByNameValue = new Map<string, number>();

  private readonly toolsExcludedFromLimitValue = new Set<string>();

  private maxTotalToolCallsValue: number | undefined = undefined;

  private onLimitExceededValue: ToolCallLimitBehavior = ToolCallLimitBehavior.THROW;

  private maxRepeatedToolCallsValue: number | undefined = undefined;

  /** For subclasses; use {@link ToolCallAdvisor.builder}. */
  protected constructor() {}

  /** @internal Creates the default builder (Java's nested class may call its protected constructor). */
  static create(): ToolCallAdvisorBuilder.Default {
    return new ToolCallAdvisorBuilder() as ToolCallAdvisorBuilder.Default;
  }

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

  /**
   * Whether each round gets the whole history (default `true`). With `false`, a memory advisor
   * ordered after the tool advisor must supply it.
   */
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
    if (typeof first === 'string' || arguments.length >= 2) {
      const toolName = first as string;
      Assert.hasText(toolName, 'toolName cannot be null or empty');
      Assert.isTrue(typeof second === 'number' && second > 0, 'maxCallsPerTool must be greater than 0');
      this.maxCallsPerToolByNameValue.set(toolName, second as number);
      this.toolsExcludedFromLimitValue.delete(toolName);
      return this.self();
    }
    Assert.isTrue(typeof first === 'number' && first > 0, 'maxCallsPerTool must be greater than 0');
    this.maxCallsPerToolValue = first;
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
    this.toolsExcludedFromLimitValue.add(toolName);
    return this.self();
  }

  /**
   * The most tool calls per turn, all tools together (addition, Spring AI 2.0.1).
   * @throws IllegalArgumentException `"maxTotalToolCalls must be greater than 0"`
   */
  maxTotalToolCalls(maxTotalToolCalls: number): T {
    Assert.isTrue(
      typeof maxTotalToolCalls === 'number' && maxTotalToolCalls > 0,
      'maxTotalToolCalls must be greater than 0',
    );
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
      maxCallsPerToolByName: new Map(this.maxCallsPerToolByNameValue),
      toolsExcludedFromLimit: new Set(this.toolsExcludedFromLimitValue),
      maxTotalToolCalls: this.maxTotalToolCallsValue,
      onLimitExceeded: this.onLimitExceededValue,
      maxRepeatedToolCalls: this.maxRepeatedToolCallsValue,
    };
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"toolCallingManager must not be null"`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`
   */
  build(): ToolCallAdvisor {
    return new (ToolCallAdvisor as unknown as ToolCallAdvisorConstructor)(
      this.toolCallingManagerValue,
      this.advisorOrderValue,
      this.conversationHistoryEnabledValue,
      this.streamToolCallResponsesValue,
      this.getOptions(),
    );
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
