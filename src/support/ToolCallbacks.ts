/* Ported from Spring AI ToolCallbacks (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MethodToolCallbackProvider } from '../tool/method/MethodToolCallbackProvider.js';
import type { ToolCallback } from '../tool/ToolCallback.js';

/**
 * Turns objects with `@Tool` methods into tool callbacks.
 *
 * @example
 * ```ts
 * const callbacks = ToolCallbacks.from(new WeatherTools(), new BookingTools());
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/support/ToolCallbacks.html
 * @category Tools
 */
export abstract class ToolCallbacks {
  /** The callbacks of the `@Tool` methods of `sources` (errors as `MethodToolCallbackProvider`). */
  static from(...sources: object[]): ToolCallback[] {
    return MethodToolCallbackProvider.builder()
      .toolObjects(...sources)
      .build()
      .getToolCallbacks();
  }
}
