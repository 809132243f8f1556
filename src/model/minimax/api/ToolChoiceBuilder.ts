/* Ported from Spring AI MiniMaxApi.ChatCompletionRequest.ToolChoiceBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Values for `tool_choice`: `auto`, `none`, or forcing one function.
 *
 * @remarks Current MiniMax models accept only `auto` and `none` (minimax.md §2.1).
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionRequest.ToolChoiceBuilder.html
 * @category Models/MiniMax
 */
export abstract class ToolChoiceBuilder {
  /** The model decides. */
  static readonly AUTO = 'auto';
  /** No tool call. */
  static readonly NONE = 'none';

  /** Forces a call to `functionName`: `{"type":"function","function":{"name":…}}`. */
  static function(functionName: string): Record<string, unknown> {
    return { type: 'function', function: { name: functionName } };
  }
}
