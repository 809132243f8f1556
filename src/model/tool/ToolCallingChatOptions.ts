/* Ported from Spring AI ToolCallingChatOptions and ToolCallingChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import { entriesOf } from '../../java/core/lang/maps.js';
import { ToolUtils } from '../../tool/support/ToolUtils.js';
import { DefaultToolCallingChatOptions, type DefaultToolCallingChatOptionsBuilder } from './DefaultToolCallingChatOptions.js';

/**
 * Chat options that also configure tool calling: the tools offered to the model (as callbacks
 * or by name), the context handed to them, and whether the chat model runs them itself.
 *
 * Options are mutable, as in Spring AI 1.1.8; copy them with `copy()` before changing shared ones.
 *
 * @remarks
 * `getToolContext`/`setToolContext` use a `Map`; `setToolContext` also accepts a plain object
 * (porting rule [6](../../../docs/PORTING.md#rule-6-collections)). Java's `instanceof ToolCallingChatOptions` is
 * {@link ToolCallingChatOptions.isInstance}.
 *
 * `getToolContext()` is typed `Map` because Spring's API is declared non-null and
 * `DefaultToolCallingChatOptions` never returns anything else (its setter rejects `null`).
 * Spring's `MiniMaxChatOptions` is the exception: after `setToolContext(null)` its getter returns
 * `null`, and ours returns `undefined` then, as Spring's own test requires. TypeScript cannot let
 * an implementation widen the interface's return type, so that state is not in the type: code
 * that may hold MiniMax options whose context was cleared checks for `undefined` (as Java code
 * would check for `null`); the library's own readers do.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolCallingChatOptions.html
 * @category Tool Calling
 */
export interface ToolCallingChatOptions extends ChatOptions {
  /** The tool callbacks offered to the model. */
  getToolCallbacks(): ToolCallback[];
  /** Replaces the tool callbacks offered to the model. */
  setToolCallbacks(toolCallbacks: ToolCallback[]): void;
  /** The names of tools to resolve (through a `ToolCallbackResolver`) and offer to the model. */
  getToolNames(): Set<string>;
  /** Replaces the tool names. */
  setToolNames(toolNames: Set<string>): void;
  /**
   * Whether the chat model runs the tools the model asks for (`true`, or `undefined` = the
   * default, true) or hands the tool calls back to the caller (`false`).
   */
  getInternalToolExecutionEnabled(): boolean | undefined;
  /** Sets whether the chat model runs the requested tools itself. */
  setInternalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): void;
  /**
   * The extra data handed to every tool through its `ToolContext`. A `Map`, as Spring's
   * non-null contract declares, so `options.getToolContext().get(key)` compiles under `strict`;
   * see the remarks for the one implementation that can leave it unset.
   */
  getToolContext(): Map<string, unknown>;
  /** Replaces the tool context (a `Map` or a plain object). */
  setToolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): void;
}

/**
 * Builds {@link ToolCallingChatOptions}; reachable as the type `ToolCallingChatOptions.Builder`.
 * `ToolCallingChatOptions.builder()` returns the default implementation.
 *
 * @remarks
 * Java's overloads are one method each: `toolCallbacks` takes an array or the callbacks as
 * arguments, `toolNames` a `Set` or the names as arguments, `toolContext` a `Map` (or plain
 * object) or one key and value.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolCallingChatOptions.Builder.html
 * @category Tool Calling
 */
export interface ToolCallingChatOptionsBuilder extends ChatOptions.Builder {
  /** Replaces the tool callbacks with `toolCallbacks`. */
  toolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Replaces the tool callbacks with the given ones. */
  toolCallbacks(...toolCallbacks: ToolCallback[]): this;
  /** Replaces the tool names with `toolNames`. */
  toolNames(toolNames: ReadonlySet<string>): this;
  /** Replaces the tool names with the given ones. */
  toolNames(...toolNames: string[]): this;
  /** Sets whether the chat model runs the requested tools itself (`undefined` = default). */
  internalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): this;
  /** Replaces the tool context with the entries of `context`. */
  toolContext(context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this;
  /** Adds one entry to the tool context. */
  toolContext(key: string, value: unknown): this;
  /** The options. */
  build(): ToolCallingChatOptions;
}

/**
 * Statics of {@link ToolCallingChatOptions}: the default, the builder, the merge helpers
 * `ChatClient` uses, and the `instanceof` check.
 *
 * @category Tool Calling
 */
export const ToolCallingChatOptions = {
  /** Internal tool execution is on unless the options turn it off. */
  DEFAULT_TOOL_EXECUTION_ENABLED: true as boolean,

  /** A new builder of {@link DefaultToolCallingChatOptions}. */
  builder(): DefaultToolCallingChatOptionsBuilder {
    return DefaultToolCallingChatOptions.builder();
  },

  /**
   * Whether the chat model should run the tools itself: the options' flag when they are
   * tool-calling options with a flag set, else {@link ToolCallingChatOptions.DEFAULT_TOOL_EXECUTION_ENABLED}.
   *
   * @throws IllegalArgumentException `"chatOptions cannot be null"`
   */
  isInternalToolExecutionEnabled(chatOptions: ChatOptions): boolean {
    Assert.notNull(chatOptions, 'chatOptions cannot be null');
    if (ToolCallingChatOptions.isInstance(chatOptions)) {
      const enabled = chatOptions.getInternalToolExecutionEnabled();
      if (enabled !== undefined && enabled !== null) {
        return enabled === true;
      }
    }
    return ToolCallingChatOptions.DEFAULT_TOOL_EXECUTION_ENABLED;
  },

  /**
   * A new set with the runtime names when there are any, else with the default names.
   *
   * @throws IllegalArgumentException `"runtimeToolNames cannot be null"`, `"defaultToolNames cannot be null"`
   */
  mergeToolNames(runtimeToolNames: ReadonlySet<string>, defaultToolNames: ReadonlySet<string>): Set<string> {
    Assert.notNull(runtimeToolNames, 'runtimeToolNames cannot be null');
    Assert.notNull(defaultToolNames, 'defaultToolNames cannot be null');
    if (runtimeToolNames.size === 0) {
      return new Set(defaultToolNames);
    }
    return new Set(runtimeToolNames);
  },

  /**
   * A new array with the runtime callbacks when there are any, else with the default ones.
   *
   * @throws IllegalArgumentException `"runtimeToolCallbacks cannot be null"`, `"defaultToolCallbacks cannot be null"`
   */
  mergeToolCallbacks(
    runtimeToolCallbacks: readonly ToolCallback[],
    defaultToolCallbacks: readonly ToolCallback[],
  ): ToolCallback[] {
    Assert.notNull(runtimeToolCallbacks, 'runtimeToolCallbacks cannot be null');
    Assert.notNull(defaultToolCallbacks, 'defaultToolCallbacks cannot be null');
    if (runtimeToolCallbacks.length === 0) {
      return [...defaultToolCallbacks];
    }
    return [...runtimeToolCallbacks];
  },

  /**
   * A new map with the default entries overlaid by the runtime ones. Either argument may be a
   * `Map` or a plain object.
   *
   * @throws IllegalArgumentException `"runtimeToolContext cannot be null"`,
   *   `"runtimeToolContext keys cannot be null"`, `"defaultToolContext cannot be null"`,
   *   `"defaultToolContext keys cannot be null"`
   */
  mergeToolContext(
    runtimeToolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
    defaultToolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ): Map<string, unknown> {
    Assert.notNull(runtimeToolContext, 'runtimeToolContext cannot be null');
    const runtimeEntries = entriesOf(runtimeToolContext);
    Assert.noNullElements(
      runtimeEntries.map(([key]) => key),
      'runtimeToolContext keys cannot be null',
    );
    Assert.notNull(defaultToolContext, 'defaultToolContext cannot be null');
    const defaultEntries = entriesOf(defaultToolContext);
    Assert.noNullElements(
      defaultEntries.map(([key]) => key),
      'defaultToolContext keys cannot be null',
    );
    const merged = new Map<string, unknown>(defaultEntries);
    for (const [key, value] of runtimeEntries) {
      merged.set(key, value);
    }
    return merged;
  },

  /**
   * Rejects callbacks that share a tool name.
   *
   * @throws IllegalStateException `"Multiple tools with the same name (a, b) found in ToolCallingChatOptions"`
   */
  validateToolCallbacks(toolCallbacks: readonly ToolCallback[]): void {
    const duplicateToolNames = ToolUtils.getDuplicateToolNames(toolCallbacks);
    if (duplicateToolNames.length > 0) {
      throw new IllegalStateException(
        `Multiple tools with the same name (${duplicateToolNames.join(', ')}) found in ToolCallingChatOptions`,
      );
    }
  },

  /** Java's `options instanceof ToolCallingChatOptions`: an object with the tool-calling getters. */
  isInstance(value: unknown): value is ToolCallingChatOptions {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<Record<keyof ToolCallingChatOptions, unknown>>;
    return (
      typeof candidate.getToolCallbacks === 'function' &&
      typeof candidate.getToolNames === 'function' &&
      typeof candidate.getToolContext === 'function' &&
      typeof candidate.getInternalToolExecutionEnabled === 'function'
    );
  },
} as const;

/**
 * Type-level view of the nested Java types of {@link ToolCallingChatOptions}.
 *
 * @category Tool Calling
 */
export declare namespace ToolCallingChatOptions {
  /** Java's `ToolCallingChatOptions.Builder`. */
  type Builder = ToolCallingChatOptionsBuilder;
}
