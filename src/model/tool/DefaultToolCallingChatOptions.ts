/* Ported from Spring AI DefaultToolCallingChatOptions and its Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JSON_PROPERTY_ORDER } from '../../java/core/lang/jsonProperties.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';
import {
  unmodifiableListCopy,
  unmodifiableMapCopy,
  unmodifiableSetCopy,
} from '../../java/core/lang/unmodifiable.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { PortableChatOptionFields } from '../../chat/prompt/options/PortableChatOptionFields.js';
import { PortableChatOptionsBuilderSteps } from '../../chat/prompt/options/PortableChatOptionsBuilderSteps.js';
import type { ToolCallingChatOptions, ToolCallingChatOptionsBuilder } from './ToolCallingChatOptions.js';

/**
 * The default {@link ToolCallingChatOptionsBuilder}; also reachable as
 * `DefaultToolCallingChatOptions.Builder` (Java's nested class). Declared before the options class
 * so that its static `Builder` can refer to it.
 *
 * @remarks
 * As in Java, the builder fills one options instance and `build()` returns that same instance
 * each time. Java's overloads are one method each, told apart by their arguments.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingChatOptions.Builder.html
 * @category Tool Calling
 */
export class DefaultToolCallingChatOptionsBuilder
  extends PortableChatOptionsBuilderSteps<DefaultToolCallingChatOptions>
  implements ToolCallingChatOptionsBuilder
{
  /** A builder over new options. */
  constructor() {
    super(new DefaultToolCallingChatOptions());
  }

  /** Replaces the tool callbacks with `toolCallbacks`. */
  toolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Replaces the tool callbacks with the given ones. */
  toolCallbacks(...toolCallbacks: ToolCallback[]): this;
  toolCallbacks(...args: unknown[]): this {
    if (args.length === 1 && (Array.isArray(args[0]) || args[0] === null || args[0] === undefined)) {
      this.options.setToolCallbacks(args[0] as ToolCallback[]);
    } else {
      this.options.setToolCallbacks(args as ToolCallback[]);
    }
    return this;
  }

  /** Replaces the tool names with `toolNames`. */
  toolNames(toolNames: ReadonlySet<string>): this;
  /**
   * Replaces the tool names with the given ones.
   * @throws IllegalArgumentException `"duplicate element: <name>"` for a repeated name (Java's `Set.of`)
   */
  toolNames(...toolNames: string[]): this;
  toolNames(...args: unknown[]): this {
    if (args.length === 1 && (args[0] instanceof Set || args[0] === null || args[0] === undefined)) {
      this.options.setToolNames(args[0] as Set<string>);
      return this;
    }
    const names = args as string[];
    const set = new Set<string>();
    for (const name of names) {
      if (set.has(name)) throw new IllegalArgumentException(`duplicate element: ${name}`);
      set.add(name);
    }
    this.options.setToolNames(set);
    return this;
  }

  /** Replaces the tool context with the entries of `context` (a `Map` or a plain object). */
  toolContext(context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this;
  /**
   * Adds one entry to the tool context.
   * @throws IllegalArgumentException `"key cannot be null"` (also for an empty key), `"value cannot be null"`
   */
  toolContext(key: string, value: unknown): this;
  toolContext(
    keyOrContext: string | ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
    ...rest: unknown[]
  ): this {
    if (rest.length === 0 && typeof keyOrContext !== 'string') {
      this.options.setToolContext(keyOrContext);
      return this;
    }
    const key = keyOrContext as string;
    const value = rest[0];
    Assert.hasText(key, 'key cannot be null');
    Assert.notNull(value, 'value cannot be null');
    const updatedToolContext = new Map(this.options.getToolContext());
    updatedToolContext.set(key, value);
    this.options.setToolContext(updatedToolContext);
    return this;
  }

  /** Sets whether the chat model runs the requested tools itself (`undefined` = default). */
  internalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): this {
    this.options.setInternalToolExecutionEnabled(internalToolExecutionEnabled);
    return this;
  }

  /** The options built so far (the same instance on every call). */
  build(): DefaultToolCallingChatOptions {
    return this.options;
  }
}

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
 * The read-only copies (the array, the `Set` and the `Map`) throw `UnsupportedOperationException`
 * on change, as Java's do.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingChatOptions.html
 * @category Tool Calling
 */
export class DefaultToolCallingChatOptions extends PortableChatOptionFields implements ToolCallingChatOptions {
  /** Java's nested `DefaultToolCallingChatOptions.Builder`. */
  static readonly Builder = DefaultToolCallingChatOptionsBuilder;
  /** @internal Java's field order, in which Jackson writes the properties. */
  static readonly [JSON_PROPERTY_ORDER] = ['toolCallbacks', 'toolNames', 'toolContext', 'internalToolExecutionEnabled', 'model', 'frequencyPenalty',
    'maxTokens', 'presencePenalty', 'stopSequences', 'temperature', 'topK', 'topP'];

  private toolCallbacks: ToolCallback[] = [];
  private toolNames = new Set<string>();
  private toolContext = new Map<string, unknown>();
  private internalToolExecutionEnabled: boolean | undefined;

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

  /** A new instance with every field copied (collections copied, callbacks shared). */
  copy<T extends ChatOptions = DefaultToolCallingChatOptions>(): T {
    const options = new DefaultToolCallingChatOptions();
    options.setToolCallbacks(this.getToolCallbacks());
    options.setToolNames(this.getToolNames());
    options.setToolContext(this.getToolContext());
    options.setInternalToolExecutionEnabled(this.getInternalToolExecutionEnabled());
    this.copyPortableFieldsTo(options);
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
