/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.Role (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumFromValue, enumValueOf } from './internal/enums.js';

/**
 * The author of a chat message (`role`); Java's `ChatCompletionMessage.Role`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.Role.html
 * @category Models/MiniMax
 */
export class ChatCompletionMessageRole {
  /** `system`. */
  static readonly SYSTEM = new ChatCompletionMessageRole('SYSTEM', 0, 'system');
  /** `user`. */
  static readonly USER = new ChatCompletionMessageRole('USER', 1, 'user');
  /** `assistant`. */
  static readonly ASSISTANT = new ChatCompletionMessageRole('ASSISTANT', 2, 'assistant');
  /** `tool`. */
  static readonly TOOL = new ChatCompletionMessageRole('TOOL', 3, 'tool');

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly value: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): ChatCompletionMessageRole[] {
    return [ChatCompletionMessageRole.SYSTEM, ChatCompletionMessageRole.USER, ChatCompletionMessageRole.ASSISTANT, ChatCompletionMessageRole.TOOL, ];
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static valueOf(name: string): ChatCompletionMessageRole {
    return enumValueOf(ChatCompletionMessageRole.values(), 'ChatCompletionMessage.Role', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ChatCompletionMessageRole | undefined {
    return enumFromValue(ChatCompletionMessageRole.values(), value);
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
