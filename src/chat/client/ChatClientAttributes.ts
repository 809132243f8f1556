/* Ported from Spring AI ChatClientAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * Well-known keys of the `ChatClient` request context (a Java enum: one static instance per
 * constant).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientAttributes.html
 * @category Chat Client
 */
export class ChatClientAttributes extends JavaEnumConstant {
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

  private constructor(
    name: string,
    ordinal: number,
    private readonly key: string,
  ) {
    super(name, ordinal);
  }

  /** The context key. */
  getKey(): string {
    return this.key;
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatClientAttributes {
    return ChatClientAttributes.constantNamed('org.springframework.ai.chat.client.ChatClientAttributes', name);
  }
}
