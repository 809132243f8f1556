/* Ported from Spring AI Generation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ModelResult } from '../../model/ModelResult.js';
import type { AssistantMessage } from '../messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../metadata/ChatGenerationMetadata.js';

/**
 * One answer of a chat model: the {@link AssistantMessage} and its
 * {@link ChatGenerationMetadata} (finish reason and more).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/Generation.html
 * @category Chat Model
 */
export class Generation implements ModelResult<AssistantMessage> {
  private readonly assistantMessage: AssistantMessage;
  private readonly chatGenerationMetadata: ChatGenerationMetadata | undefined;

  /**
   * @param assistantMessage - the model's message
   * @param chatGenerationMetadata - its metadata; {@link ChatGenerationMetadata.NULL} when omitted
   */
  constructor(assistantMessage: AssistantMessage, chatGenerationMetadata?: ChatGenerationMetadata) {
    this.assistantMessage = assistantMessage;
    this.chatGenerationMetadata = arguments.length > 1 ? chatGenerationMetadata : ChatGenerationMetadata.NULL;
  }

  /** The model's message. */
  getOutput(): AssistantMessage {
    return this.assistantMessage;
  }

  /** The metadata; never `undefined` ({@link ChatGenerationMetadata.NULL} when there is none). */
  getMetadata(): ChatGenerationMetadata {
    return this.chatGenerationMetadata ?? ChatGenerationMetadata.NULL;
  }

  /** Equal to a generation with an equal message and equal metadata. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof Generation)) return false;
    return (
      objectsEquals(this.assistantMessage, other.assistantMessage) &&
      objectsEquals(this.chatGenerationMetadata, other.chatGenerationMetadata)
    );
  }

  /** A hash code over message and metadata. */
  hashCode(): number {
    return objectsHash(this.assistantMessage, this.chatGenerationMetadata);
  }

  /** `Generation[assistantMessage=…, chatGenerationMetadata=…]`. */
  toString(): string {
    return `Generation[assistantMessage=${javaToString(this.assistantMessage)}, chatGenerationMetadata=${javaToString(this.chatGenerationMetadata)}]`;
  }
}
