/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { Approximate } from './Approximate.js';

/**
 * The user location for web search (`WebSearchOptions.UserLocation`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation.html
 * @category Models/OpenAI
 */
export class UserLocation {
  /** Java's nested record `UserLocation.Approximate`. */
  static readonly Approximate = Approximate;

  private readonly type_: string | undefined;
  private readonly approximate_: Approximate | undefined;

  /**
   * @param type - the location type (`approximate`)
   * @param approximate - the location
   */
  constructor(type?: string, approximate?: Approximate) {
    this.type_ = type ?? undefined;
    this.approximate_ = approximate ?? undefined;
  }

  /** The location type (`approximate`) (`type`). */
  type(): string | undefined {
    return this.type_;
  }

  /** The location (`approximate`). */
  approximate(): Approximate | undefined {
    return this.approximate_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof UserLocation)) return false;
    return objectsEquals(this.type_, other.type_) && objectsEquals(this.approximate_, other.approximate_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.type_, this.approximate_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { type: this.type_, approximate: this.approximate_ };
  }
}
