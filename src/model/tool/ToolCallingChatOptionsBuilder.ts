/* Ported from Spring AI ToolCallingChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallingChatOptions } from './ToolCallingChatOptions.js';

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
  toolCallbacks(toolCallbacks: ToolCallback[]): ToolCallingChatOptionsBuilder;
  /** Replaces the tool callbacks with the given ones. */
  toolCallbacks(...toolCallbacks: ToolCallback[]): ToolCallingChatOptionsBuilder;
  /** Replaces the tool names with `toolNames`. */
  toolNames(toolNames: ReadonlySet<string>): ToolCallingChatOptionsBuilder;
  /** Replaces the tool names with the given ones. */
  toolNames(...toolNames: string[]): ToolCallingChatOptionsBuilder;
  /** Sets whether the chat model runs the requested tools itself (`undefined` = default). */
  internalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): ToolCallingChatOptionsBuilder;
  /** Replaces the tool context with the entries of `context`. */
  toolContext(context: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): ToolCallingChatOptionsBuilder;
  /** Adds one entry to the tool context. */
  toolContext(key: string, value: unknown): ToolCallingChatOptionsBuilder;
  /** Sets the model name. */
  model(model: string | undefined): ToolCallingChatOptionsBuilder;
  /** Sets the frequency penalty. */
  frequencyPenalty(frequencyPenalty: number | undefined): ToolCallingChatOptionsBuilder;
  /** Sets the maximum number of tokens to generate. */
  maxTokens(maxTokens: number | undefined): ToolCallingChatOptionsBuilder;
  /** Sets the presence penalty. */
  presencePenalty(presencePenalty: number | undefined): ToolCallingChatOptionsBuilder;
  /** Sets the stop sequences. */
  stopSequences(stopSequences: string[] | undefined): ToolCallingChatOptionsBuilder;
  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): ToolCallingChatOptionsBuilder;
  /** Sets top-k sampling. */
  topK(topK: number | undefined): ToolCallingChatOptionsBuilder;
  /** Sets top-p (nucleus) sampling. */
  topP(topP: number | undefined): ToolCallingChatOptionsBuilder;
  /** The options. */
  build(): ToolCallingChatOptions;
}
