/* Ported from Spring AI UserMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { Resource } from '../../java/core/io/Resource.js';
import type { Media } from '../../content/Media.js';
import type { MediaContent } from '../../content/MediaContent.js';
import { javaToString } from '../../java/core/lang/JavaObjects.js';
import { AbstractMessage } from './AbstractMessage.js';
import { MessageType } from './MessageType.js';
import { MessageUtils } from './MessageUtils.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { StringUtils } from '../../java/core/StringUtils.js';

/**
 * Builds a {@link UserMessage}; also reachable as `UserMessage.Builder`.
 *
 * @remarks
 * Java's `text(String)`/`text(Resource)` and `media(List)`/`media(Media...)` overloads are one
 * method each, telling the argument kinds apart at run time. A single `null` argument to
 * `media` is taken as a `null` list (the build then fails with `"media cannot be null"`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/UserMessage.Builder.html
 * @category Messages
 */
export class UserMessageBuilder {
  private textContent: string | undefined;
  private resource: Resource | undefined;
  private mediaList: Media[] | undefined = [];
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

  /** Sets the media, as one array or as separate arguments; replaces earlier media. */
  media(media: Media[] | undefined): this;
  /** Sets the media, as separate arguments; replaces earlier media. */
  media(...media: Media[]): this;
  media(...media: Array<Media | Media[] | undefined>): this {
    const [first] = media;
    if (media.length === 1 && (Array.isArray(first) || first === undefined || first === null)) {
      this.mediaList = (first as Media[] | undefined) ?? undefined;
    } else {
      this.mediaList = media as Media[];
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
   * or a missing text / media / metadata.
   */
  build(): UserMessage {
    if (StringUtils.hasText(this.textContent) && this.resource !== undefined) {
      throw new IllegalArgumentException('textContent and resource cannot be set at the same time');
    } else if (this.resource !== undefined) {
      this.textContent = MessageUtils.readResource(this.resource);
    }
    return UserMessage.create(this.textContent, this.mediaList, this.metadataMap);
  }
}

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
  /** The builder class, as Java's nested `UserMessage.Builder`. */
  static readonly Builder = UserMessageBuilder;

  /** The attached media. */
  protected readonly media: Media[];

  /** A user message with this text and no media. */
  constructor(textContent: string);
  /** A user message whose text is read (synchronously) from `resource`. */
  constructor(resource: Resource);
  /** @internal Java's private constructor (text, media and metadata), for the builder and `copy()`. */
  constructor(
    textContent: string | undefined,
    media: Media[] | undefined,
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  );
  constructor(
    source: string | Resource | undefined,
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
    return new UserMessage(textContent, media, metadata);
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
