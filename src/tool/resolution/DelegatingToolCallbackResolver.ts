/* Ported from Spring AI DelegatingToolCallbackResolver (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { ToolCallback } from '../ToolCallback.js';
import { ToolCallbackResolver } from './ToolCallbackResolver.js';

/**
 * A {@link ToolCallbackResolver} that asks several resolvers in order and returns the first hit.
 *
 * @remarks
 * A resolver may also be given as a plain function (PORTING rule 19).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/resolution/DelegatingToolCallbackResolver.html
 * @category Tools
 */
export class DelegatingToolCallbackResolver implements ToolCallbackResolver {
  private readonly toolCallbackResolvers: readonly ToolCallbackResolver[];

  /**
   * @throws IllegalArgumentException `"toolCallbackResolvers cannot be null"`,
   * `"toolCallbackResolvers cannot contain null elements"`
   */
  constructor(
    toolCallbackResolvers: readonly (ToolCallbackResolver | ((toolName: string) => ToolCallback | undefined))[],
  ) {
    Assert.notNull(toolCallbackResolvers, 'toolCallbackResolvers cannot be null');
    Assert.noNullElements(toolCallbackResolvers, 'toolCallbackResolvers cannot contain null elements');
    this.toolCallbackResolvers = toolCallbackResolvers.map((resolver) => ToolCallbackResolver.from(resolver));
  }

  /** @throws IllegalArgumentException `"toolName cannot be null or empty"` */
  resolve(toolName: string): ToolCallback | undefined {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    for (const toolCallbackResolver of this.toolCallbackResolvers) {
      const toolCallback = toolCallbackResolver.resolve(toolName);
      if (toolCallback !== undefined && toolCallback !== null) return toolCallback;
    }
    return undefined;
  }
}
