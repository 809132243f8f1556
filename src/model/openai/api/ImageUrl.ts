/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.MediaContent.ImageUrl (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * An image given by URL or data URL (`MediaContent.ImageUrl`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.MediaContent.ImageUrl.html
 * @category Models/OpenAI
 */
export class ImageUrl {
  private readonly url_: string | undefined;
  private readonly detail_: string | undefined;

  /**
   * @param url - the URL or `data:` URL
   * @param detail - the detail level
   */
  constructor(url?: string, detail?: string) {
    this.url_ = url ?? undefined;
    this.detail_ = detail ?? undefined;
  }

  /** The URL or `data:` URL (`url`). */
  url(): string | undefined {
    return this.url_;
  }

  /** The detail level (`detail`). */
  detail(): string | undefined {
    return this.detail_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ImageUrl)) return false;
    return objectsEquals(this.url_, other.url_) && objectsEquals(this.detail_, other.detail_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.url_, this.detail_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { url: this.url_, detail: this.detail_ };
  }
}
