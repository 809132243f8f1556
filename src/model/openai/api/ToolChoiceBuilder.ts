/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.ToolChoiceBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Values for `tool_choice`: `auto`, `none`, or forcing one function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.ToolChoiceBuilder.html
 * @category Models/OpenAI
 */
export abstract class ToolChoiceBuilder {
  /** The model decides. */
  static readonly AUTO = 'auto';
  /** No tool call. */
  static readonly NONE = 'none';

  /** Forces a call to `functionName`: `{"type":"function","function":{"name":…}}`. */
  static function(functionName: string): Map<string, unknown> {
    return new Map<string, unknown>([
      ['type', 'function'],
      ['function', new Map([['name', functionName]])],
    ]);
  }
}
