/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.Annotation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { UrlCitation } from './UrlCitation.js';

/**
 * An annotation of a message, such as a web citation (`ChatCompletionMessage.Annotation`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.Annotation.html
 * @category Models/OpenAI
 */
export class Annotation {
  /** Java's nested record `Annotation.UrlCitation`. */
  static readonly UrlCitation = UrlCitation;

  private readonly type_: string | undefined;
  private readonly urlCitation_: UrlCitation | undefined;

  /**
   * @param type - the annotation type (`url_citation`)
   * @param urlCitation - the citation
   */
  constructor(type?: string, urlCitation?: UrlCitation) {
    this.type_ = type ?? undefined;
    this.urlCitation_ = urlCitation ?? undefined;
  }

  /** The annotation type (`url_citation`) (`type`). */
  type(): string | undefined {
    return this.type_;
  }

  /** The citation (`url_citation`). */
  urlCitation(): UrlCitation | undefined {
    return this.urlCitation_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof Annotation)) return false;
    return objectsEquals(this.type_, other.type_) && objectsEquals(this.urlCitation_, other.urlCitation_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.type_, this.urlCitation_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { type: this.type_, url_citation: this.urlCitation_ };
  }
}
