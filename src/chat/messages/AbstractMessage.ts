/* Ported from Spring AI AbstractMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { Resource } from '../../java/core/io/Resource.js';
import { objectsEquals, objectsHash, toMap } from '../../java/core/lang/JavaObjects.js';
import type { Message } from './Message.js';
import { MessageUtils } from './MessageUtils.js';
import { MessageType } from './MessageType.js';

/**
 * Base class of the messages: holds the type, the text and the metadata.
 *
 * The metadata always contains {@link AbstractMessage.MESSAGE_TYPE} mapped to the message type.
 * `SYSTEM` and `USER` messages require text. Two messages are equal when type, text and metadata
 * are equal.
 *
 * @remarks
 * Metadata is a `Map`; constructors also accept a plain object (porting rule [6](../../../docs/PORTING.md#rule-6-collections)) and always
 * copy it. A {@link Resource} is read synchronously with UTF-8 (Java uses the platform charset).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/AbstractMessage.html
 * @category Messages
 */
export abstract class AbstractMessage implements Message {
  /** The metadata key under which every message stores its {@link MessageType}. */
  static readonly MESSAGE_TYPE = 'messageType';

  /** The message type. */
  protected readonly messageType: MessageType;

  /** The text, possibly `undefined` for assistant and tool messages. */
  protected readonly textContent: string | undefined;

  /** The metadata (always contains {@link AbstractMessage.MESSAGE_TYPE}). */
  protected readonly metadata: Map<string, unknown>;

  /** Creates a message from text. */
  protected constructor(
    messageType: MessageType,
    textContent: string | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  );
  /** Creates a message whose text is read from a resource. */
  protected constructor(
    messageType: MessageType,
    resource: Resource,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  );
  protected constructor(
    messageType: MessageType,
    textOrResource: string | Resource | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ) {
    Assert.notNull(messageType, 'Message type must not be null');
    if (Resource.isInstance(textOrResource)) {
      Assert.notNull(metadata, 'Metadata must not be null');
      this.textContent = MessageUtils.readResource(textOrResource);
    } else {
      if (messageType === MessageType.SYSTEM || messageType === MessageType.USER) {
        Assert.notNull(textOrResource, 'Content must not be null for SYSTEM or USER messages');
      }
      Assert.notNull(metadata, 'Metadata must not be null');
      this.textContent = textOrResource ?? undefined;
    }
    this.messageType = messageType;
    this.metadata = toMap(metadata);
    this.metadata.set(AbstractMessage.MESSAGE_TYPE, messageType);
  }

  /** The text, or `undefined`. */
  getText(): string | undefined {
    return this.textContent;
  }

  /** The metadata; the live map, as in Java. */
  getMetadata(): Map<string, unknown> {
    return this.metadata;
  }

  /** The message type. */
  getMessageType(): MessageType {
    return this.messageType;
  }

  /** Equal when `other` is a message with the same type, text and metadata. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof AbstractMessage)) return false;
    return (
      this.messageType === other.messageType &&
      objectsEquals(this.textContent, other.textContent) &&
      objectsEquals(this.metadata, other.metadata)
    );
  }

  /** A hash code over type, text and metadata. */
  hashCode(): number {
    return objectsHash(this.messageType, this.textContent, this.metadata);
  }
}
