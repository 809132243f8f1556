/* Ported from Spring AI MiniMaxApi.ChatCompletionFinishReason (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumFromValue, enumValueOf } from './internal/enums.js';

/**
 * Why the model stopped generating (`finish_reason`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionFinishReason.html
 * @category Models/MiniMax
 */
export class ChatCompletionFinishReason {
  /** `stop`. */
  static readonly STOP = new ChatCompletionFinishReason('STOP', 0, 'stop');
  /** `length`. */
  static readonly LENGTH = new ChatCompletionFinishReason('LENGTH', 1, 'length');
  /** `content_filter`. */
  static readonly CONTENT_FILTER = new ChatCompletionFinishReason('CONTENT_FILTER', 2, 'content_filter');
  /** `tool_calls`. */
  static readonly TOOL_CALLS = new ChatCompletionFinishReason('TOOL_CALLS', 3, 'tool_calls');
  /** `tool_call`. */
  static readonly TOOL_CALL = new ChatCompletionFinishReason('TOOL_CALL', 4, 'tool_call');

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly value: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): ChatCompletionFinishReason[] {
    return [ChatCompletionFinishReason.STOP, ChatCompletionFinishReason.LENGTH, ChatCompletionFinishReason.CONTENT_FILTER, ChatCompletionFinishReason.TOOL_CALLS, ChatCompletionFinishReason.TOOL_CALL, ];
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static valueOf(name: string): ChatCompletionFinishReason {
    return enumValueOf(ChatCompletionFinishReason.values(), 'ChatCompletionFinishReason', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ChatCompletionFinishReason | undefined {
    return enumFromValue(ChatCompletionFinishReason.values(), value);
  }

  /** The constant's name. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The JSON value. */
  getValue(): string {
    return this.value;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }

  /** The JSON value. */
  toJSON(): string {
    return this.value;
  }
}
