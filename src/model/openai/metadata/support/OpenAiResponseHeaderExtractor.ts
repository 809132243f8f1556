/* Ported from Spring AI OpenAiResponseHeaderExtractor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { RateLimit } from '../../../../chat/metadata/RateLimit.js';
import { Assert } from '../../../../java/core/Assert.js';
import { IllegalStateException } from '../../../../java/core/IllegalStateException.js';
import { Duration } from '../../../../java/core/time/Duration.js';
import type { ResponseEntity } from '../../../../java/http/ResponseEntity.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import { OpenAiRateLimit } from '../OpenAiRateLimit.js';
import { OpenAiApiResponseHeaders } from './OpenAiApiResponseHeaders.js';

const logger = LoggerFactory.getLogger('OpenAiResponseHeaderExtractor');

/** Milliseconds per time unit symbol of OpenAI's reset durations (`6d18h22m45s`, `451ms`, `21541ns`). */
const UNITS: ReadonlyMap<string, number> = new Map([
  ['ns', 1e-6],
  ['us', 1e-3],
  ['ms', 1],
  ['s', 1000],
  ['m', 60_000],
  ['h', 3_600_000],
  ['d', 86_400_000],
]);

/**
 * Reads the rate limits of a response from its `x-ratelimit-*` headers.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/metadata/support/OpenAiResponseHeaderExtractor.html
 * @category Models/OpenAI
 */
export abstract class OpenAiResponseHeaderExtractor {
  /** The rate limits in the response's headers (absent values where a header is missing or invalid). */
  static extractAiResponseHeaders(response: ResponseEntity<unknown>): RateLimit {
    const headers = response.getHeaders();
    return new OpenAiRateLimit(
      OpenAiResponseHeaderExtractor.headerAsNumber(headers, OpenAiApiResponseHeaders.REQUESTS_LIMIT_HEADER.getName()),
      OpenAiResponseHeaderExtractor.headerAsNumber(headers, OpenAiApiResponseHeaders.REQUESTS_REMAINING_HEADER.getName()),
      OpenAiResponseHeaderExtractor.headerAsDuration(headers, OpenAiApiResponseHeaders.REQUESTS_RESET_HEADER.getName()),
      OpenAiResponseHeaderExtractor.headerAsNumber(headers, OpenAiApiResponseHeaders.TOKENS_LIMIT_HEADER.getName()),
      OpenAiResponseHeaderExtractor.headerAsNumber(headers, OpenAiApiResponseHeaders.TOKENS_REMAINING_HEADER.getName()),
      OpenAiResponseHeaderExtractor.headerAsDuration(headers, OpenAiApiResponseHeaders.TOKENS_RESET_HEADER.getName()),
    );
  }

  /**
   * A reset duration such as `6d18h22m45s` or `42m18s451ms21541ns` (Java's `DurationFormatter.TIME_UNIT.parse`).
   *
   * @throws IllegalStateException `"Value [<part>] does not contain a valid time unit"`
   * @internal
   */
  static parseDuration(text: string): Duration {
    Assert.hasText(text, `Text [${text}] to parse as a Duration must not be null or empty`);
    let total = 0;
    for (const [part] of text.matchAll(/\d+[a-zA-Z]{1,2}/g)) {
      const symbol = part.replace(/[^a-zA-Z]/g, '').toLowerCase();
      const millis = UNITS.get(symbol);
      if (millis === undefined) throw new IllegalStateException(`Value [${part}] does not contain a valid time unit`);
      total += Number(part.replace(/\D/g, '')) * millis;
    }
    return Duration.ofMillis(total);
  }

  private static headerAsDuration(headers: Headers | undefined, name: string): Duration | undefined {
    const value = headers?.get(name);
    return value === undefined || value === null ? undefined : OpenAiResponseHeaderExtractor.parseDuration(value);
  }

  private static headerAsNumber(headers: Headers | undefined, name: string): number | undefined {
    const value = headers?.get(name);
    if (value === undefined || value === null || value.trim() === '') return undefined;
    const parsed = Number(value.trim());
    if (Number.isInteger(parsed)) return parsed;
    logger.warn('Value [{}] for HTTP header [{}] is not valid: {}', name, value, `For input string: "${value.trim()}"`);
    return undefined;
  }
}
