/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.Role (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonValuedEnum } from './internal/JsonValuedEnum.js';

/**
 * The author of a chat message (`role`); Java's `ChatCompletionMessage.Role`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.Role.html
 * @category Models/MiniMax
 */
export class ChatCompletionMessageRole extends JsonValuedEnum {
  /** `system`. */
  static readonly SYSTEM = new ChatCompletionMessageRole('SYSTEM', 0, 'system');
  /** `user`. */
  static readonly USER = new ChatCompletionMessageRole('USER', 1, 'user');
  /** `assistant`. */
  static readonly ASSISTANT = new ChatCompletionMessageRole('ASSISTANT', 2, 'assistant');
  /** `tool`. */
  static readonly TOOL = new ChatCompletionMessageRole('TOOL', 3, 'tool');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): ChatCompletionMessageRole {
    return ChatCompletionMessageRole.constantNamed('ChatCompletionMessage.Role', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ChatCompletionMessageRole | undefined {
    return ChatCompletionMessageRole.constantWithValue(value);
  }
}
