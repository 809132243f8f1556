/* Ported from Spring AI SystemMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Resource } from '../../java/core/io/Resource.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import { AbstractMessage } from './AbstractMessage.js';
import { MessageType } from './MessageType.js';
import { MessageUtils } from './MessageUtils.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { StringUtils } from '../../java/core/StringUtils.js';

/**
 * Builds a {@link SystemMessage}; also reachable as `SystemMessage.Builder`.
 *
 * @remarks
 * Java's `text(String)` and `text(Resource)` overloads are one method that tells them apart at
 * run time.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/SystemMessage.Builder.html
 * @category Messages
 */
export class SystemMessageBuilder {
  private textContent: string | undefined;
  private resource: Resource | undefined;
  private metadataMap: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> = new Map();

  /** Sets the text, or a resource to read the text from. */
  text(textContent: string | Resource | undefined): this {
    if (Resource.isInstance(textContent)) {
      this.resource = textContent;
    } else {
      this.textContent = textContent ?? undefined;
    }
    return this;
  }

  /** Sets the metadata (a `Map` or a plain object); replaces earlier metadata. */
  metadata(metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    this.metadataMap = metadata;
    return this;
  }

  /**
   * Builds the message.
   *
   * @throws IllegalArgumentException `"textContent and resource cannot be set at the same time"`,
   * or a missing text or metadata.
   */
  build(): SystemMessage {
    if (StringUtils.hasText(this.textContent) && this.resource !== undefined) {
      throw new IllegalArgumentException('textContent and resource cannot be set at the same time');
    } else if (this.resource !== undefined) {
      this.textContent = MessageUtils.readResource(this.resource);
    }
    return SystemMessage.create(this.textContent, this.metadataMap);
  }
}

/**
 * High-level instructions for the conversation, such as a persona or an answer format.
 *
 * @remarks
 * A `null` argument cannot be told apart from a `null` `Resource` at run time, so
 * `new SystemMessage(null)` fails with `"Content must not be null for SYSTEM or USER messages"`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/SystemMessage.html
 * @category Messages
 */
export class SystemMessage extends AbstractMessage {
  /** The builder class, as Java's nested `SystemMessage.Builder`. */
  static readonly Builder = SystemMessageBuilder;

  /** A system message with this text. */
  constructor(textContent: string);
  /** A system message whose text is read (synchronously) from `resource`. */
  constructor(resource: Resource);
  /** @internal Java's private constructor (text and metadata), for the builder and `copy()`. */
  constructor(textContent: string | undefined, metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>);
  constructor(
    source: string | Resource | undefined,
    metadata?: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ) {
    super(
      MessageType.SYSTEM,
      Resource.isInstance(source) ? MessageUtils.readResource(source) : source,
      // Only the builder passes metadata; a null from the builder must reach the check.
      (arguments.length > 1 ? metadata : new Map<string, unknown>()) as ReadonlyMap<string, unknown>,
    );
  }

  /**
   * Creates a system message with metadata (Java's private constructor).
   *
   * @internal
   */
  static create(
    textContent: string | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ): SystemMessage {
    return new SystemMessage(textContent, metadata);
  }

  /** A new {@link SystemMessageBuilder}. */
  static builder(): SystemMessageBuilder {
    return new SystemMessageBuilder();
  }

  /** The text (never `undefined` for a system message). */
  override getText(): string {
    return this.textContent as string;
  }

  /** Equal to another system message with the same text and metadata. */
  override equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof SystemMessage)) return false;
    if (!super.equals(other)) return false;
    return objectsEquals(this.textContent, other.textContent);
  }

  /** A hash code over the inherited hash and the text. */
  override hashCode(): number {
    return objectsHash(super.hashCode(), this.textContent);
  }

  /** `SystemMessage{textContent='…', messageType=SYSTEM, metadata={…}}`. */
  override toString(): string {
    return `SystemMessage{textContent='${String(this.textContent)}', messageType=${this.messageType.toString()}, metadata=${javaToString(this.metadata)}}`;
  }

  /** A new message with the same text and a copy of the metadata. */
  copy(): SystemMessage {
    return SystemMessage.create(this.getText(), new Map(this.metadata));
  }

  /** A builder preset with this message's text and metadata. */
  mutate(): SystemMessageBuilder {
    return new SystemMessageBuilder().text(this.textContent).metadata(this.metadata);
  }
}

/**
 * Type-level view of the nested Java types of {@link SystemMessage}.
 *
 * @category Messages
 */
export declare namespace SystemMessage {
  /** Java's `SystemMessage.Builder`. */
  type Builder = SystemMessageBuilder;
}
