/* Ported from Spring AI ChatClientAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

/**
 * Well-known keys of the `ChatClient` request context (a Java enum: one static instance per
 * constant).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientAttributes.html
 * @category Chat Client
 */
export class ChatClientAttributes {
  /** Format instructions that `ChatModelCallAdvisor` appends to the last user message. */
  static readonly OUTPUT_FORMAT = new ChatClientAttributes('OUTPUT_FORMAT', 0, 'spring.ai.chat.client.output.format');

  /** The JSON schema for native structured output. */
  static readonly STRUCTURED_OUTPUT_SCHEMA = new ChatClientAttributes(
    'STRUCTURED_OUTPUT_SCHEMA',
    1,
    'spring.ai.chat.client.structured.output.schema',
  );

  /** Present when the model's native structured output should be used. */
  static readonly STRUCTURED_OUTPUT_NATIVE = new ChatClientAttributes(
    'STRUCTURED_OUTPUT_NATIVE',
    2,
    'spring.ai.chat.client.structured.output.native',
  );

  private static readonly VALUES: readonly ChatClientAttributes[] = [
    ChatClientAttributes.OUTPUT_FORMAT,
    ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA,
    ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE,
  ];

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly key: string,
  ) {}

  /** The context key. */
  getKey(): string {
    return this.key;
  }

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this._name;
  }

  /** The constant's position, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The constant's name. */
  toString(): string {
    return this._name;
  }

  /** Every constant, in declaration order. */
  static values(): ChatClientAttributes[] {
    return [...ChatClientAttributes.VALUES];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): ChatClientAttributes {
    return enumValueOf(ChatClientAttributes.VALUES, 'org.springframework.ai.chat.client.ChatClientAttributes', name);
  }
}
