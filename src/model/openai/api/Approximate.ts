/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation.Approximate (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * An approximate user location (`UserLocation.Approximate`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.WebSearchOptions.UserLocation.Approximate.html
 * @category Models/OpenAI
 */
export class Approximate {
  private readonly city_: string | undefined;
  private readonly country_: string | undefined;
  private readonly region_: string | undefined;
  private readonly timezone_: string | undefined;

  /**
   * @param city - the city
   * @param country - the two-letter country code
   * @param region - the region
   * @param timezone - the IANA time zone
   */
  constructor(city?: string, country?: string, region?: string, timezone?: string) {
    this.city_ = city ?? undefined;
    this.country_ = country ?? undefined;
    this.region_ = region ?? undefined;
    this.timezone_ = timezone ?? undefined;
  }

  /** The city (`city`). */
  city(): string | undefined {
    return this.city_;
  }

  /** The two-letter country code (`country`). */
  country(): string | undefined {
    return this.country_;
  }

  /** The region (`region`). */
  region(): string | undefined {
    return this.region_;
  }

  /** The IANA time zone (`timezone`). */
  timezone(): string | undefined {
    return this.timezone_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof Approximate)) return false;
    return objectsEquals(this.city_, other.city_) && objectsEquals(this.country_, other.country_) && objectsEquals(this.region_, other.region_) && objectsEquals(this.timezone_, other.timezone_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.city_, this.country_, this.region_, this.timezone_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { city: this.city_, country: this.country_, region: this.region_, timezone: this.timezone_ };
  }
}
