/* Ported from Spring AI DefaultToolCallingChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
// DefaultToolCallingChatOptions imports this file for its static `Builder`; the class is only
// instantiated when a builder is created, so the import cycle is safe.
import { DefaultToolCallingChatOptions } from './DefaultToolCallingChatOptions.js';
import type { ToolCallingChatOptionsBuilder } from './ToolCallingChatOptionsBuilder.js';

/**
 * The default {@link ToolCallingChatOptionsBuilder}; also reachable as
 * `DefaultToolCallingChatOptions.Builder`.
 *
 * @remarks
 * As in Java, the builder fills one options instance and `build()` returns that same instance
 * each time. Java's overloads are one method each, told apart by their arguments.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingChatOptions.Builder.html
 * @category Tool Calling
 */
export class DefaultToolCallingChatOptionsBuilder implements ToolCallingChatOptionsBuilder {
  private readonly options = new DefaultToolCallingChatOptions();

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

  /** Sets the model name. */
  model(model: string | undefined): this {
    this.options.setModel(model);
    return this;
  }

  /** Sets the frequency penalty. */
  frequencyPenalty(frequencyPenalty: number | undefined): this {
    this.options.setFrequencyPenalty(frequencyPenalty);
    return this;
  }

  /** Sets the maximum number of tokens to generate. */
  maxTokens(maxTokens: number | undefined): this {
    this.options.setMaxTokens(maxTokens);
    return this;
  }

  /** Sets the presence penalty. */
  presencePenalty(presencePenalty: number | undefined): this {
    this.options.setPresencePenalty(presencePenalty);
    return this;
  }

  /** Sets the stop sequences. */
  stopSequences(stopSequences: string[] | undefined): this {
    this.options.setStopSequences(stopSequences);
    return this;
  }

  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): this {
    this.options.setTemperature(temperature);
    return this;
  }

  /** Sets top-k sampling. */
  topK(topK: number | undefined): this {
    this.options.setTopK(topK);
    return this;
  }

  /** Sets top-p (nucleus) sampling. */
  topP(topP: number | undefined): this {
    this.options.setTopP(topP);
    return this;
  }

  /** The options built so far (the same instance on every call). */
  build(): DefaultToolCallingChatOptions {
    return this.options;
  }
}
