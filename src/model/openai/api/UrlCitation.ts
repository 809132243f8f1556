/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.Annotation.UrlCitation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * A web citation in a message (`Annotation.UrlCitation`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.Annotation.UrlCitation.html
 * @category Models/OpenAI
 */
export class UrlCitation {
  private readonly endIndex_: number | undefined;
  private readonly startIndex_: number | undefined;
  private readonly title_: string | undefined;
  private readonly url_: string | undefined;

  /**
   * @param endIndex - the end of the cited text
   * @param startIndex - the start of the cited text
   * @param title - the page title
   * @param url - the page URL
   */
  constructor(endIndex?: number, startIndex?: number, title?: string, url?: string) {
    this.endIndex_ = endIndex ?? undefined;
    this.startIndex_ = startIndex ?? undefined;
    this.title_ = title ?? undefined;
    this.url_ = url ?? undefined;
  }

  /** The end of the cited text (`end_index`). */
  endIndex(): number | undefined {
    return this.endIndex_;
  }

  /** The start of the cited text (`start_index`). */
  startIndex(): number | undefined {
    return this.startIndex_;
  }

  /** The page title (`title`). */
  title(): string | undefined {
    return this.title_;
  }

  /** The page URL (`url`). */
  url(): string | undefined {
    return this.url_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof UrlCitation)) return false;
    return objectsEquals(this.endIndex_, other.endIndex_) && objectsEquals(this.startIndex_, other.startIndex_) && objectsEquals(this.title_, other.title_) && objectsEquals(this.url_, other.url_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.endIndex_, this.startIndex_, this.title_, this.url_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { end_index: this.endIndex_, start_index: this.startIndex_, title: this.title_, url: this.url_ };
  }
}
