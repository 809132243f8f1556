/* Ported from Spring AI UserMessage.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { Resource } from '../../core/io/Resource.js';
import { StringUtils } from '../../core/StringUtils.js';
import type { Media } from '../../content/Media.js';
import { MessageUtils } from './MessageUtils.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { UserMessage } from './UserMessage.js';

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
