/* Ported from Spring AI UserMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { Resource } from '../../core/io/Resource.js';
import type { Media } from '../../content/Media.js';
import type { MediaContent } from '../../content/MediaContent.js';
import { javaToString } from '../../core/lang/JavaObjects.js';
import { AbstractMessage } from './AbstractMessage.js';
import { MessageType } from './MessageType.js';
import { MessageUtils } from './MessageUtils.js';
import { UserMessageBuilder } from './UserMessageBuilder.js';

type UserMessageConstructor = new (
  textContent: string | undefined,
  media: Media[] | undefined,
  metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
) => UserMessage;

/**
 * A message from the end user or developer: a question, a prompt, any input for the model,
 * optionally with media attachments.
 *
 * @remarks
 * A `null` argument cannot be told apart from a `null` `Resource` at run time, so
 * `new UserMessage(null)` fails with the text message
 * `"Content must not be null for SYSTEM or USER messages"`. Equality ignores the media, as in
 * Java (it is inherited from {@link AbstractMessage}).
 *
 * @example
 * ```ts
 * const message = UserMessage.builder().text('Describe this picture').media(picture).build();
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/UserMessage.html
 * @category Messages
 */
export class UserMessage extends AbstractMessage implements MediaContent {
  /**
   * Java's nested `UserMessage.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof UserMessageBuilder {
    return UserMessageBuilder;
  }

  /** The attached media. */
  protected readonly media: Media[];

  /** A user message with this text and no media. */
  constructor(textContent: string);
  /** A user message whose text is read (synchronously) from `resource`. */
  constructor(resource: Resource);
  constructor(
    source: string | Resource,
    media?: Media[],
    metadata?: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ) {
    super(
      MessageType.USER,
      Resource.isInstance(source) ? MessageUtils.readResource(source) : source,
      // Only the builder passes metadata; a null from the builder must reach the check.
      (arguments.length > 1 ? metadata : new Map<string, unknown>()) as ReadonlyMap<string, unknown>,
    );
    const attachments = arguments.length > 1 ? media : [];
    Assert.notNull(attachments, 'media cannot be null');
    Assert.noNullElements(attachments, 'media cannot have null elements');
    this.media = [...attachments];
  }

  /**
   * Creates a user message from a builder's values (Java's private constructor).
   *
   * @internal
   */
  static create(
    textContent: string | undefined,
    media: Media[] | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ): UserMessage {
    return new (UserMessage as unknown as UserMessageConstructor)(textContent, media, metadata);
  }

  /** A new {@link UserMessageBuilder}. */
  static builder(): UserMessageBuilder {
    return new UserMessageBuilder();
  }

  /** The text (never `undefined` for a user message). */
  override getText(): string {
    return this.textContent as string;
  }

  /** The attached media. */
  getMedia(): Media[] {
    return this.media;
  }

  /** A new message with the same text, a copy of the media list and a copy of the metadata. */
  copy(): UserMessage {
    return new UserMessageBuilder()
      .text(this.getText())
      .media([...this.getMedia()])
      .metadata(new Map(this.getMetadata()))
      .build();
  }

  /** A builder preset with copies of this message's text, media and metadata. */
  mutate(): UserMessageBuilder {
    return new UserMessageBuilder()
      .text(this.getText())
      .media([...this.getMedia()])
      .metadata(new Map(this.getMetadata()));
  }

  /** `UserMessage{content='…', metadata={…}, messageType=USER}`. */
  override toString(): string {
    return `UserMessage{content='${this.getText()}', metadata=${javaToString(this.metadata)}, messageType=${this.messageType.toString()}}`;
  }
}

/**
 * Type-level view of the nested Java types of {@link UserMessage}.
 *
 * @category Messages
 */
export declare namespace UserMessage {
  /** Java's `UserMessage.Builder`. */
  type Builder = UserMessageBuilder;
}
