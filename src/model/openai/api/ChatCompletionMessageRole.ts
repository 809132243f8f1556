/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.Role (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The role of a message's author (`ChatCompletionMessage.Role`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.Role.html
 * @category Models/OpenAI
 */
export class ChatCompletionMessageRole extends JsonEnum {
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
    return ChatCompletionMessageRole.constantNamed('Role', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ChatCompletionMessageRole | undefined {
    return ChatCompletionMessageRole.constantWithValue(value);
  }
}
