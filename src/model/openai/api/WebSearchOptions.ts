/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.WebSearchOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { SearchContextSize } from './SearchContextSize.js';
import { UserLocation } from './UserLocation.js';

/**
 * Web search options of a request (`web_search_options`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.WebSearchOptions.html
 * @category Models/OpenAI
 */
export class WebSearchOptions {
  /** Java's nested enum `WebSearchOptions.SearchContextSize`. */
  static readonly SearchContextSize = SearchContextSize;
  /** Java's nested record `WebSearchOptions.UserLocation`. */
  static readonly UserLocation = UserLocation;

  private readonly searchContextSize_: SearchContextSize | undefined;
  private readonly userLocation_: UserLocation | undefined;

  /**
   * @param searchContextSize - how much context the search gathers
   * @param userLocation - the user location
   */
  constructor(searchContextSize?: SearchContextSize, userLocation?: UserLocation) {
    this.searchContextSize_ = searchContextSize ?? undefined;
    this.userLocation_ = userLocation ?? undefined;
  }

  /** How much context the search gathers (`search_context_size`). */
  searchContextSize(): SearchContextSize | undefined {
    return this.searchContextSize_;
  }

  /** The user location (`user_location`). */
  userLocation(): UserLocation | undefined {
    return this.userLocation_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof WebSearchOptions)) return false;
    return objectsEquals(this.searchContextSize_, other.searchContextSize_) && objectsEquals(this.userLocation_, other.userLocation_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.searchContextSize_, this.userLocation_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { search_context_size: this.searchContextSize_, user_location: this.userLocation_ };
  }
}
