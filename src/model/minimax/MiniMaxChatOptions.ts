/* Ported from Spring AI MiniMaxChatOptions and its Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';
import { CommonChatOptionFields } from '../../chat/prompt/options/CommonChatOptionFields.js';
import { CommonChatOptionsBuilderSteps } from '../../chat/prompt/options/CommonChatOptionsBuilderSteps.js';
import { objectsEquals, objectsHash, toMap } from '../../java/core/lang/JavaObjects.js';
import { unmodifiableListCopy, unmodifiableMapCopy, unmodifiableSetCopy } from '../../java/core/lang/unmodifiable.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallingChatOptions } from '../tool/ToolCallingChatOptions.js';
import type { FunctionTool } from './api/FunctionTool.js';
import { JSON_PROPERTIES, MINIMAX_CHAT_OPTIONS_JSON } from './internal/chatOptionsJson.js';
import type { ResponseFormat } from './api/ResponseFormat.js';

/**
 * Fluent construction of {@link MiniMaxChatOptions}, with Spring's method names (including the
 * capital `N`); reachable as `MiniMaxChatOptions.Builder`, Java's nested class. Declared before the
 * options class so that its static `Builder` can refer to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxChatOptions.Builder.html
 * @category Models/MiniMax
 */
export class MiniMaxChatOptionsBuilder extends CommonChatOptionsBuilderSteps<MiniMaxChatOptions> {
  /** `n` (Spring's builder method is the capital `N`). */
  N(n: number | undefined): this {
    this.options.setN(n);
    return this;
  }

  /** `response_format`. */
  responseFormat(responseFormat: ResponseFormat | undefined): this {
    this.options.setResponseFormat(responseFormat);
    return this;
  }

  /** `seed`. */
  seed(seed: number | undefined): this {
    this.options.setSeed(seed);
    return this;
  }

  /** `stop`. */
  stop(stop: string[] | undefined): this {
    this.options.setStop(stop);
    return this;
  }

  /** `mask_sensitive_info`. */
  maskSensitiveInfo(maskSensitiveInfo: boolean | undefined): this {
    this.options.setMaskSensitiveInfo(maskSensitiveInfo);
    return this;
  }

  /** `tools` given directly. */
  tools(tools: FunctionTool[] | undefined): this {
    this.options.setTools(tools);
    return this;
  }

  /** `tool_choice`. */
  toolChoice(toolChoice: string | undefined): this {
    this.options.setToolChoice(toolChoice);
    return this;
  }

  /** Replaces the tool callbacks with a list. */
  toolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Adds tool callbacks (Java's varargs overload). */
  toolCallbacks(...toolCallbacks: ToolCallback[]): this;
  toolCallbacks(...args: unknown[]): this {
    if (Array.isArray(args[0])) {
      this.options.setToolCallbacks(args[0] as ToolCallback[]);
    } else {
      this.options._raw().toolCallbacks.push(...(args as ToolCallback[]));
    }
    return this;
  }

  /** Replaces the tool names with a set. */
  toolNames(toolNames: Set<string>): this;
  /** Adds tool names (Java's varargs overload). */
  toolNames(...toolNames: string[]): this;
  toolNames(...args: unknown[]): this {
    if (args[0] instanceof Set) {
      this.options.setToolNames(args[0] as Set<string>);
    } else {
      Assert.noNullElements(args, 'toolNames cannot contain null elements');
      for (const name of args as string[]) this.options._raw().toolNames.add(name);
    }
    return this;
  }

  /** Whether the chat model runs requested tools itself. */
  internalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): this {
    this.options.setInternalToolExecutionEnabled(internalToolExecutionEnabled);
    return this;
  }

  /** Adds entries to the tool context (a `Map` or a plain object). */
  toolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    const current = this.options._toolContext();
    if (current === undefined) this.options.setToolContext(toolContext);
    else for (const [key, value] of toMap(toolContext)) current.set(key, value);
    return this;
  }

  /** The options. */
  build(): MiniMaxChatOptions {
    return this.options;
  }
}

/**
 * The options of a MiniMax chat request: the request fields of Spring AI 1.1.8 plus the
 * tool-calling options (callbacks, names, context, internal execution).
 *
 * @example
 * ```ts
 * const options = MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.7).maxTokens(2048).build();
 * ```
 *
 * @remarks
 * Getters of lists return read-only copies: changing the `stop`, `tools` or `toolCallbacks`
 * array throws a `TypeError` (Java: `UnsupportedOperationException`), changing the tool names
 * or tool context throws `UnsupportedOperationException`. `setToolContext(null)` leaves no
 * context and `getToolContext()` then returns `undefined` (Java: `null`), although its type is
 * `ToolCallingChatOptions`'s non-null `Map` (an implementation cannot widen it): check for
 * `undefined` where options may have been cleared. Every other state returns a map.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxChatOptions.html
 * @category Models/MiniMax
 */
export class MiniMaxChatOptions extends CommonChatOptionFields implements ToolCallingChatOptions {
  /** Java's nested `MiniMaxChatOptions.Builder`. */
  static readonly Builder = MiniMaxChatOptionsBuilder;
  /** @internal Spring's `@JsonProperty` fields and `@JsonInclude(NON_NULL)`, for `ModelOptionsUtils`. */
  static readonly [JSON_PROPERTIES] = MINIMAX_CHAT_OPTIONS_JSON;

  private n: number | undefined;
  private responseFormat: ResponseFormat | undefined;
  private seed: number | undefined;
  private stop: string[] | undefined;
  private maskSensitiveInfo: boolean | undefined;
  private tools: FunctionTool[] | undefined;
  private toolChoice: string | undefined;
  private toolCallbacks: ToolCallback[] = [];
  private toolNames = new Set<string>();
  private toolContext: Map<string, unknown> | undefined = new Map();
  private internalToolExecutionEnabled: boolean | undefined;

  /** A new builder. */
  static builder(): MiniMaxChatOptionsBuilder {
    return new MiniMaxChatOptionsBuilder(new MiniMaxChatOptions());
  }

  /** A copy of `fromOptions` (lists copied, callbacks shared). */
  static fromOptions(fromOptions: MiniMaxChatOptions): MiniMaxChatOptions {
    // Field by field (the values were checked when set): a ChatClient request copies the default
    // options twice; through the builder and read-only getters ≈ 10 µs a copy, directly under 1 µs.
    const options = new MiniMaxChatOptions();
    options.n = fromOptions.n;
    options.responseFormat = fromOptions.responseFormat;
    options.seed = fromOptions.seed;
    options.stop = fromOptions.stop !== undefined ? [...fromOptions.stop] : undefined;
    options.maskSensitiveInfo = fromOptions.maskSensitiveInfo;
    options.tools = fromOptions.tools !== undefined ? [...fromOptions.tools] : undefined;
    options.toolChoice = fromOptions.toolChoice;
    options.toolCallbacks = [...fromOptions.toolCallbacks];
    options.toolNames = new Set(fromOptions.toolNames);
    options.internalToolExecutionEnabled = fromOptions.internalToolExecutionEnabled;
    options.toolContext = new Map(fromOptions.toolContext ?? []);
    fromOptions.copyCommonFieldsTo(options);
    return options;
  }

  /** `n` (MiniMax supports only 1). */
  getN(): number | undefined {
    return this.n;
  }

  /** Sets `n`. */
  setN(n: number | undefined): void {
    this.n = n ?? undefined;
  }

  /** `response_format`. */
  getResponseFormat(): ResponseFormat | undefined {
    return this.responseFormat;
  }

  /** Sets `response_format`. */
  setResponseFormat(responseFormat: ResponseFormat | undefined): void {
    this.responseFormat = responseFormat ?? undefined;
  }

  /** `seed`. */
  getSeed(): number | undefined {
    return this.seed;
  }

  /** Sets `seed`. */
  setSeed(seed: number | undefined): void {
    this.seed = seed ?? undefined;
  }

  /** The stop sequences (same as {@link MiniMaxChatOptions.getStop}). */
  getStopSequences(): string[] | undefined {
    return this.getStop();
  }

  /** Sets the stop sequences. */
  setStopSequences(stopSequences: string[] | undefined): void {
    this.setStop(stopSequences);
  }

  /** `stop`, read-only. */
  getStop(): string[] | undefined {
    return this.stop !== undefined ? unmodifiableListCopy(this.stop) : undefined;
  }

  /** Sets `stop`. */
  setStop(stop: string[] | undefined): void {
    this.stop = stop ?? undefined;
  }

  /** `mask_sensitive_info`. */
  getMaskSensitiveInfo(): boolean | undefined {
    return this.maskSensitiveInfo;
  }

  /** Sets `mask_sensitive_info`. */
  setMaskSensitiveInfo(maskSensitiveInfo: boolean | undefined): void {
    this.maskSensitiveInfo = maskSensitiveInfo ?? undefined;
  }

  /** `tools` given directly, read-only. */
  getTools(): FunctionTool[] | undefined {
    return this.tools !== undefined ? unmodifiableListCopy(this.tools) : undefined;
  }

  /** Sets `tools`. */
  setTools(tools: FunctionTool[] | undefined): void {
    this.tools = tools ?? undefined;
  }

  /** `tool_choice`. */
  getToolChoice(): string | undefined {
    return this.toolChoice;
  }

  /** Sets `tool_choice`. */
  setToolChoice(toolChoice: string | undefined): void {
    this.toolChoice = toolChoice ?? undefined;
  }

  /** Always `undefined`: MiniMax has no top-k. */
  getTopK(): number | undefined {
    return undefined;
  }

  /** The tool callbacks, read-only. */
  getToolCallbacks(): ToolCallback[] {
    return unmodifiableListCopy(this.toolCallbacks);
  }

  /**
   * Sets the tool callbacks.
   * @throws IllegalArgumentException `"toolCallbacks cannot be null"`, `"toolCallbacks cannot contain null elements"`
   */
  setToolCallbacks(toolCallbacks: ToolCallback[]): void {
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    this.toolCallbacks = toolCallbacks;
  }

  /** The tool names, read-only. */
  getToolNames(): Set<string> {
    return unmodifiableSetCopy(this.toolNames);
  }

  /**
   * Sets the tool names.
   * @throws IllegalArgumentException `"toolNames cannot be null"`, `"toolNames cannot contain null elements"`,
   *   `"toolNames cannot contain empty elements"`
   */
  setToolNames(toolNames: Set<string>): void {
    Assert.notNull(toolNames, 'toolNames cannot be null');
    Assert.noNullElements(toolNames, 'toolNames cannot contain null elements');
    for (const tool of toolNames) Assert.hasText(tool, 'toolNames cannot contain empty elements');
    this.toolNames = toolNames;
  }

  /** Whether the chat model runs requested tools itself; `undefined` = the default (yes). */
  getInternalToolExecutionEnabled(): boolean | undefined {
    return this.internalToolExecutionEnabled;
  }

  /** Sets whether the chat model runs requested tools itself. */
  setInternalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): void {
    this.internalToolExecutionEnabled = internalToolExecutionEnabled ?? undefined;
  }

  /**
   * The tool context, read-only. After `setToolContext(null)` it is unset and this returns
   * `undefined`, as Spring's returns `null`, although the type (`ToolCallingChatOptions`'s) says
   * `Map`; see the class remarks.
   */
  getToolContext(): Map<string, unknown> {
    // Java's null in a Map-typed return: the interface type cannot say it, Spring's test requires it.
    return (this.toolContext === undefined ? undefined : unmodifiableMapCopy(this.toolContext)) as Map<string, unknown>;
  }

  /** Sets the tool context (a `Map` or a plain object); `null` or `undefined` clears it. */
  setToolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | null | undefined): void {
    this.toolContext = toolContext === undefined || toolContext === null ? undefined : toMap(toolContext);
  }

  /** @internal The builder's access to the raw context (Java's `options.toolContext`). */
  _toolContext(): Map<string, unknown> | undefined {
    return this.toolContext;
  }

  /** @internal The builder's access to the raw lists. */
  _raw(): { toolCallbacks: ToolCallback[]; toolNames: Set<string> } {
    return { toolCallbacks: this.toolCallbacks, toolNames: this.toolNames };
  }

  /** A copy (Java: `fromOptions(this)`). */
  copy<T extends ChatOptions = MiniMaxChatOptions>(): T {
    return MiniMaxChatOptions.fromOptions(this) as unknown as T;
  }

  /** Equal to options of the same class with equal fields. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof MiniMaxChatOptions) || other.constructor !== this.constructor) return false;
    return (
      objectsEquals(this.commonFields(), other.commonFields()) &&
      objectsEquals(this.n, other.n) &&
      objectsEquals(this.responseFormat, other.responseFormat) &&
      objectsEquals(this.seed, other.seed) &&
      objectsEquals(this.stop, other.stop) &&
      objectsEquals(this.maskSensitiveInfo, other.maskSensitiveInfo) &&
      objectsEquals(this.tools, other.tools) &&
      objectsEquals(this.toolChoice, other.toolChoice) &&
      objectsEquals(this.toolCallbacks, other.toolCallbacks) &&
      objectsEquals(this.toolNames, other.toolNames) &&
      objectsEquals(this.toolContext, other.toolContext) &&
      objectsEquals(this.internalToolExecutionEnabled, other.internalToolExecutionEnabled)
    );
  }

  /** A hash over every field. */
  hashCode(): number {
    const [model, frequencyPenalty, maxTokens, presencePenalty, temperature, topP] = this.commonFields();
    return objectsHash(model, frequencyPenalty, maxTokens, this.n, presencePenalty, this.responseFormat, this.seed, this.stop, temperature, topP,
      this.maskSensitiveInfo, this.tools, this.toolChoice, this.toolCallbacks, this.toolNames, this.toolContext, this.internalToolExecutionEnabled);
  }
}

/** Type-level view of the nested Java types of {@link MiniMaxChatOptions}. */
export declare namespace MiniMaxChatOptions {
  /** Java's `MiniMaxChatOptions.Builder`. */
  type Builder = MiniMaxChatOptionsBuilder;
}
