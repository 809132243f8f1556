/* Ported from Spring AI MiniMaxChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { toMap } from '../../core/lang/JavaObjects.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { FunctionTool } from './api/FunctionTool.js';
import type { ResponseFormat } from './api/ResponseFormat.js';
import type { MiniMaxChatOptions } from './MiniMaxChatOptions.js';

/**
 * Fluent construction of {@link MiniMaxChatOptions}, with Spring's method names (including the
 * capital `N`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/MiniMaxChatOptions.Builder.html
 * @category Models/MiniMax
 */
export class MiniMaxChatOptionsBuilder {
  /** @param options - the instance being built (Java's protected field) */
  constructor(protected readonly options: MiniMaxChatOptions) {}

  /** The model name. */
  model(model: string | undefined): this {
    this.options.setModel(model);
    return this;
  }

  /** `frequency_penalty`. */
  frequencyPenalty(frequencyPenalty: number | undefined): this {
    this.options.setFrequencyPenalty(frequencyPenalty);
    return this;
  }

  /** `max_tokens`. */
  maxTokens(maxTokens: number | undefined): this {
    this.options.setMaxTokens(maxTokens);
    return this;
  }

  /** `n` (Spring's builder method is the capital `N`). */
  N(n: number | undefined): this {
    this.options.setN(n);
    return this;
  }

  /** `presence_penalty`. */
  presencePenalty(presencePenalty: number | undefined): this {
    this.options.setPresencePenalty(presencePenalty);
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

  /** `temperature`. */
  temperature(temperature: number | undefined): this {
    this.options.setTemperature(temperature);
    return this;
  }

  /** `top_p`. */
  topP(topP: number | undefined): this {
    this.options.setTopP(topP);
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
    if (args.length === 1 && Array.isArray(args[0])) {
      this.options.setToolCallbacks(args[0] as ToolCallback[]);
    } else {
      Assert.notNull(args, 'toolCallbacks cannot be null');
      this.options._raw().toolCallbacks.push(...(args as ToolCallback[]));
    }
    return this;
  }

  /** Replaces the tool names with a set. */
  toolNames(toolNames: Set<string>): this;
  /** Adds tool names (Java's varargs overload). */
  toolNames(...toolNames: string[]): this;
  toolNames(...args: unknown[]): this {
    if (args.length === 1 && args[0] instanceof Set) {
      Assert.notNull(args[0], 'toolNames cannot be null');
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
