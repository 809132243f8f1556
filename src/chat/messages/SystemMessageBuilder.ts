/* Ported from Spring AI SystemMessage.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { Resource } from '../../core/io/Resource.js';
import { StringUtils } from '../../core/StringUtils.js';
import { MessageUtils } from './MessageUtils.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { SystemMessage } from './SystemMessage.js';

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
