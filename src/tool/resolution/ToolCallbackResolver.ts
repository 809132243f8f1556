/* Ported from Spring AI ToolCallbackResolver (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolCallback } from '../ToolCallback.js';

/**
 * Finds a tool callback by tool name.
 *
 * @example
 * ```ts
 * import { DefaultToolCallingManager, FunctionToolCallback, type ToolCallback, type ToolCallbackResolver } from 'spring-ai-ts';
 *
 * // Resolves the tools the model names (the ones the request names by name only) from a map.
 * class MapToolCallbackResolver implements ToolCallbackResolver {
 *   constructor(private readonly tools: ReadonlyMap<string, ToolCallback>) {}
 *
 *   resolve(toolName: string): ToolCallback | undefined {
 *     return this.tools.get(toolName);
 *   }
 * }
 *
 * const now = FunctionToolCallback.builder('now', () => new Date().toISOString()).description('The current time').build();
 * const resolver = new MapToolCallbackResolver(new Map([['now', now]]));
 * const toolCallingManager = DefaultToolCallingManager.builder().toolCallbackResolver(resolver).build();
 * console.log(resolver.resolve('now')?.getToolDefinition().name(), toolCallingManager);
 * ```
 *
 * @remarks
 * `resolve` stays synchronous (it looks a name up; it does not run the tool).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/resolution/ToolCallbackResolver.html
 * @category Tools
 */
export interface ToolCallbackResolver {
  /** The callback named `toolName`, or `undefined`. */
  resolve(toolName: string): ToolCallback | undefined;
}

/**
 * Statics of {@link ToolCallbackResolver}.
 *
 * @category Tools
 */
export const ToolCallbackResolver = {
  /** The tsyringe token of the application's resolver (see `registerSpringAiDefaults`). */
  TOKEN: Symbol.for('spring-ai.ToolCallbackResolver'),

  /** True for objects with a `resolve` method. */
  isInstance(value: unknown): value is ToolCallbackResolver {
    return typeof value === 'object' && value !== null && typeof (value as { resolve?: unknown }).resolve === 'function';
  },

  /** Accepts a resolver or a plain function (a Java lambda) and returns a resolver. */
  from(resolver: ToolCallbackResolver | ((toolName: string) => ToolCallback | undefined)): ToolCallbackResolver {
    return typeof resolver === 'function' ? { resolve: resolver } : resolver;
  },
} as const;
