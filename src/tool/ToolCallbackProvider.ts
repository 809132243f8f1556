/* Ported from Spring AI ToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StaticToolCallbackProvider } from './StaticToolCallbackProvider.js';
import type { ToolCallback } from './ToolCallback.js';

/**
 * A source of tool callbacks.
 *
 * @example
 * ```ts
 * import { ChatClient, MethodToolCallbackProvider, ToolCallbackProvider, type ChatModel, type ToolCallback } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 * declare const weatherTools: object; // an instance of a class with @Tool methods
 * declare const searchTool: ToolCallback;
 *
 * // The @Tool methods of objects, or callbacks you already have, as one source of tools.
 * const fromObjects = MethodToolCallbackProvider.builder().toolObjects(weatherTools).build();
 * const fromCallbacks = ToolCallbackProvider.from(searchTool);
 *
 * const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(fromObjects, fromCallbacks).build();
 * console.log(fromObjects.getToolCallbacks().map((callback) => callback.getToolDefinition().name()));
 * console.log(await chatClient.prompt('What is the weather in Paris?').call().content());
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/ToolCallbackProvider.html
 * @category Tools
 */
export interface ToolCallbackProvider {
  /** The callbacks this provider offers. */
  getToolCallbacks(): ToolCallback[];
}

function from(toolCallbacks: readonly ToolCallback[]): ToolCallbackProvider;
function from(...toolCallbacks: ToolCallback[]): ToolCallbackProvider;
function from(...args: unknown[]): ToolCallbackProvider {
  if (args.length === 1 && Array.isArray(args[0])) {
    return new StaticToolCallbackProvider(args[0] as ToolCallback[]);
  }
  return new StaticToolCallbackProvider(...(args as ToolCallback[]));
}

/**
 * Statics of {@link ToolCallbackProvider}.
 *
 * @category Tools
 */
export const ToolCallbackProvider = {
  /** The tsyringe token under which providers are registered (`resolveAll`). */
  TOKEN: Symbol.for('spring-ai.ToolCallbackProvider'),

  /** A provider of the given callbacks (an array, or several arguments). */
  from,

  /** True for objects with a `getToolCallbacks` method. */
  isInstance(value: unknown): value is ToolCallbackProvider {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { getToolCallbacks?: unknown }).getToolCallbacks === 'function'
    );
  },
} as const;
