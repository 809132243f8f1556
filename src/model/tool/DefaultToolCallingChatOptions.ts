/* Ported from Spring AI DefaultToolCallingChatOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../core/Assert.js';
import {
  unmodifiableListCopy,
  unmodifiableMapCopy,
  unmodifiableSetCopy,
} from '../../core/lang/unmodifiable.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import { DefaultToolCallingChatOptionsBuilder } from './DefaultToolCallingChatOptionsBuilder.js';
import type { ToolCallingChatOptions } from './ToolCallingChatOptions.js';

/**
 * The default, mutable {@link ToolCallingChatOptions}: the portable chat options plus tool
 * callbacks, tool names, tool context and the internal-execution flag.
 *
 * Collections start empty; getters return read-only copies and setters copy their argument.
 *
 * @example
 * ```ts
 * const options = ToolCallingChatOptions.builder()
 *   .toolCallbacks(ToolCallbacks.from(new WeatherTools()))
 *   .toolContext('tenantId', 'acme')
 *   .build();
 * ```
 *
 * @remarks
 * The read-only copies throw on change as Java's do: the `Set` and `Map` with
 * `UnsupportedOperationException`, the array (frozen) with a `TypeError`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingChatOptions.html
 * @category Tool Calling
 */
export class DefaultToolCallingChatOptions implements ToolCallingChatOptions {
  /**
   * Java's nested `DefaultToolCallingChatOptions.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof DefaultToolCallingChatOptionsBuilder {
    return DefaultToolCallingChatOptionsBuilder;
  }

  private toolCallbacks: ToolCallback[] = [];
  private toolNames = new Set<string>();
  private toolContext = new Map<string, unknown>();
  private internalToolExecutionEnabled: boolean | undefined;
  private model: string | undefined;
  private frequencyPenalty: number | undefined;
  private maxTokens: number | undefined;
  private presencePenalty: number | undefined;
  private stopSequences: string[] | undefined;
  private temperature: number | undefined;
  private topK: number | undefined;
  private topP: number | undefined;

  /** A new builder. */
  static builder(): DefaultToolCallingChatOptionsBuilder {
    return new DefaultToolCallingChatOptionsBuilder();
  }

  /** A read-only copy of the tool callbacks. */
  getToolCallbacks(): ToolCallback[] {
    return unmodifiableListCopy(this.toolCallbacks);
  }

  /**
   * Replaces the tool callbacks with a copy of `toolCallbacks`.
   * @throws IllegalArgumentException `"toolCallbacks cannot be null"`, `"toolCallbacks cannot contain null elements"`
   */
  setToolCallbacks(toolCallbacks: readonly ToolCallback[]): void {
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    this.toolCallbacks = [...toolCallbacks];
  }

  /** A read-only copy of the tool names. */
  getToolNames(): Set<string> {
    return unmodifiableSetCopy(this.toolNames);
  }

  /**
   * Replaces the tool names with a copy of `toolNames`.
   * @throws IllegalArgumentException `"toolNames cannot be null"`, `"toolNames cannot contain null elements"`,
   *   `"toolNames cannot contain empty elements"`
   */
  setToolNames(toolNames: ReadonlySet<string>): void {
    Assert.notNull(toolNames, 'toolNames cannot be null');
    Assert.noNullElements(toolNames, 'toolNames cannot contain null elements');
    for (const toolName of toolNames) {
      Assert.hasText(toolName, 'toolNames cannot contain empty elements');
    }
    this.toolNames = new Set(toolNames);
  }

  /** A read-only copy of the tool context. */
  getToolContext(): Map<string, unknown> {
    return unmodifiableMapCopy(this.toolContext);
  }

  /**
   * Replaces the tool context with the entries of `toolContext` (a `Map` or a plain object).
   * @throws IllegalArgumentException `"toolContext cannot be null"`, `"toolContext cannot contain null keys"`
   */
  setToolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): void {
    Assert.notNull(toolContext, 'toolContext cannot be null');
    const entries: [string, unknown][] =
      toolContext instanceof Map
        ? [...(toolContext as ReadonlyMap<string, unknown>).entries()]
        : Object.entries(toolContext);
    Assert.noNullElements(
      entries.map(([key]) => key),
      'toolContext cannot contain null keys',
    );
    this.toolContext = new Map(entries);
  }

  /** Whether the chat model runs the requested tools itself; `undefined` = not set. */
  getInternalToolExecutionEnabled(): boolean | undefined {
    return this.internalToolExecutionEnabled;
  }

  /** Sets whether the chat model runs the requested tools itself. */
  setInternalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): void {
    this.internalToolExecutionEnabled = internalToolExecutionEnabled ?? undefined;
  }

  /** The model name. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model name. */
  setModel(model: string | undefined): void {
    this.model = model ?? undefined;
  }

  /** The frequency penalty. */
  getFrequencyPenalty(): number | undefined {
    return this.frequencyPenalty;
  }

  /** Sets the frequency penalty. */
  setFrequencyPenalty(frequencyPenalty: number | undefined): void {
    this.frequencyPenalty = frequencyPenalty ?? undefined;
  }

  /** The maximum number of tokens to generate. */
  getMaxTokens(): number | undefined {
    return this.maxTokens;
  }

  /** Sets the maximum number of tokens to generate. */
  setMaxTokens(maxTokens: number | undefined): void {
    this.maxTokens = maxTokens ?? undefined;
  }

  /** The presence penalty. */
  getPresencePenalty(): number | undefined {
    return this.presencePenalty;
  }

  /** Sets the presence penalty. */
  setPresencePenalty(presencePenalty: number | undefined): void {
    this.presencePenalty = presencePenalty ?? undefined;
  }

  /** The stop sequences (the array given to the setter, not a copy, as in Java). */
  getStopSequences(): string[] | undefined {
    return this.stopSequences;
  }

  /** Sets the stop sequences. */
  setStopSequences(stopSequences: string[] | undefined): void {
    this.stopSequences = stopSequences ?? undefined;
  }

  /** The sampling temperature. */
  getTemperature(): number | undefined {
    return this.temperature;
  }

  /** Sets the sampling temperature. */
  setTemperature(temperature: number | undefined): void {
    this.temperature = temperature ?? undefined;
  }

  /** Top-k sampling. */
  getTopK(): number | undefined {
    return this.topK;
  }

  /** Sets top-k sampling. */
  setTopK(topK: number | undefined): void {
    this.topK = topK ?? undefined;
  }

  /** Top-p (nucleus) sampling. */
  getTopP(): number | undefined {
    return this.topP;
  }

  /** Sets top-p (nucleus) sampling. */
  setTopP(topP: number | undefined): void {
    this.topP = topP ?? undefined;
  }

  /** A new instance with every field copied (collections copied, callbacks shared). */
  copy<T extends ChatOptions = DefaultToolCallingChatOptions>(): T {
    const options = new DefaultToolCallingChatOptions();
    options.setToolCallbacks(this.getToolCallbacks());
    options.setToolNames(this.getToolNames());
    options.setToolContext(this.getToolContext());
    options.setInternalToolExecutionEnabled(this.getInternalToolExecutionEnabled());
    options.setModel(this.getModel());
    options.setFrequencyPenalty(this.getFrequencyPenalty());
    options.setMaxTokens(this.getMaxTokens());
    options.setPresencePenalty(this.getPresencePenalty());
    options.setStopSequences(this.getStopSequences());
    options.setTemperature(this.getTemperature());
    options.setTopK(this.getTopK());
    options.setTopP(this.getTopP());
    return options as unknown as T;
  }
}

/**
 * Type-level view of the nested Java types of {@link DefaultToolCallingChatOptions}.
 *
 * @category Tool Calling
 */
export declare namespace DefaultToolCallingChatOptions {
  /** Java's `DefaultToolCallingChatOptions.Builder`. */
  type Builder = DefaultToolCallingChatOptionsBuilder;
}
