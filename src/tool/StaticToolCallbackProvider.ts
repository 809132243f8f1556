/* Ported from Spring AI StaticToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import type { ToolCallback } from './ToolCallback.js';
import type { ToolCallbackProvider } from './ToolCallbackProvider.js';

/**
 * A {@link ToolCallbackProvider} over a fixed set of callbacks.
 *
 * @remarks
 * Java's two constructors (varargs and `List`) are one: `new StaticToolCallbackProvider(a, b)`
 * or `new StaticToolCallbackProvider([a, b])`. An array argument is checked with the `List`
 * constructor's message, separate arguments with the varargs one.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/StaticToolCallbackProvider.html
 * @category Tools
 */
export class StaticToolCallbackProvider implements ToolCallbackProvider {
  private readonly toolCallbacks: ToolCallback[];

  constructor(toolCallbacks: readonly ToolCallback[]);
  constructor(...toolCallbacks: ToolCallback[]);
  constructor(...args: unknown[]) {
    if (args.length === 1 && Array.isArray(args[0])) {
      const list = args[0] as ToolCallback[];
      Assert.noNullElements(list, 'toolCallbacks cannot contain null elements');
      this.toolCallbacks = [...list];
    } else {
      Assert.notNull(args.length === 1 ? args[0] : args, 'ToolCallbacks must not be null');
      this.toolCallbacks = args as ToolCallback[];
    }
  }

  getToolCallbacks(): ToolCallback[] {
    return this.toolCallbacks;
  }
}
