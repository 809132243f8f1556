/* Ported from Spring AI StaticToolCallbackResolver (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { ToolCallback } from '../ToolCallback.js';
import type { ToolCallbackResolver } from './ToolCallbackResolver.js';

/**
 * A {@link ToolCallbackResolver} over a fixed list of callbacks (a later callback with the same
 * name replaces an earlier one).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/resolution/StaticToolCallbackResolver.html
 * @category Tools
 */
export class StaticToolCallbackResolver implements ToolCallbackResolver {
  private readonly toolCallbacks = new Map<string, ToolCallback>();

  /**
   * @throws IllegalArgumentException `"toolCallbacks cannot be null"`, `"toolCallbacks cannot
   * contain null elements"`
   */
  constructor(toolCallbacks: readonly ToolCallback[]) {
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    for (const toolCallback of toolCallbacks) {
      this.toolCallbacks.set(toolCallback.getToolDefinition().name(), toolCallback);
    }
  }

  /** @throws IllegalArgumentException `"toolName cannot be null or empty"` */
  resolve(toolName: string): ToolCallback | undefined {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    return this.toolCallbacks.get(toolName);
  }
}
