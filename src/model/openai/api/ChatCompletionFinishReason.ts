/* Ported from Spring AI OpenAiApi.ChatCompletionFinishReason (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * Why the model stopped generating (`finish_reason`); `UNKNOWN` is the empty string.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionFinishReason.html
 * @category Models/OpenAI
 */
export class ChatCompletionFinishReason extends JsonEnum {
  /** ``. */
  static readonly UNKNOWN = new ChatCompletionFinishReason('UNKNOWN', 0, '');
  /** `stop`. */
  static readonly STOP = new ChatCompletionFinishReason('STOP', 1, 'stop');
  /** `length`. */
  static readonly LENGTH = new ChatCompletionFinishReason('LENGTH', 2, 'length');
  /** `content_filter`. */
  static readonly CONTENT_FILTER = new ChatCompletionFinishReason('CONTENT_FILTER', 3, 'content_filter');
  /** `tool_calls`. */
  static readonly TOOL_CALLS = new ChatCompletionFinishReason('TOOL_CALLS', 4, 'tool_calls');
  /** `tool_call`. */
  static readonly TOOL_CALL = new ChatCompletionFinishReason('TOOL_CALL', 5, 'tool_call');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): ChatCompletionFinishReason {
    return ChatCompletionFinishReason.constantNamed('ChatCompletionFinishReason', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ChatCompletionFinishReason | undefined {
    return ChatCompletionFinishReason.constantWithValue(value);
  }
}
