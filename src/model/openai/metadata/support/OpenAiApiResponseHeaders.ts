/* Ported from Spring AI OpenAiApiResponseHeaders (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../../../java/core/lang/JavaEnumConstant.js';

/**
 * The rate-limit headers of an OpenAI response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/metadata/support/OpenAiApiResponseHeaders.html
 * @category Models/OpenAI
 */
export class OpenAiApiResponseHeaders extends JavaEnumConstant {
  /** `x-ratelimit-limit-requests`. */
  static readonly REQUESTS_LIMIT_HEADER = new OpenAiApiResponseHeaders('REQUESTS_LIMIT_HEADER', 0, 'x-ratelimit-limit-requests', 'Total number of requests allowed within timeframe.');
  /** `x-ratelimit-remaining-requests`. */
  static readonly REQUESTS_REMAINING_HEADER = new OpenAiApiResponseHeaders('REQUESTS_REMAINING_HEADER', 1, 'x-ratelimit-remaining-requests', 'Remaining number of requests available in timeframe.');
  /** `x-ratelimit-reset-requests`. */
  static readonly REQUESTS_RESET_HEADER = new OpenAiApiResponseHeaders('REQUESTS_RESET_HEADER', 2, 'x-ratelimit-reset-requests', 'Duration of time until the number of requests reset.');
  /** `x-ratelimit-reset-tokens`. */
  static readonly TOKENS_RESET_HEADER = new OpenAiApiResponseHeaders('TOKENS_RESET_HEADER', 3, 'x-ratelimit-reset-tokens', 'Total number of tokens allowed within timeframe.');
  /** `x-ratelimit-limit-tokens`. */
  static readonly TOKENS_LIMIT_HEADER = new OpenAiApiResponseHeaders('TOKENS_LIMIT_HEADER', 4, 'x-ratelimit-limit-tokens', 'Remaining number of tokens available in timeframe.');
  /** `x-ratelimit-remaining-tokens`. */
  static readonly TOKENS_REMAINING_HEADER = new OpenAiApiResponseHeaders('TOKENS_REMAINING_HEADER', 5, 'x-ratelimit-remaining-tokens', 'Duration of time until the number of tokens reset.');

  private constructor(
    name: string,
    ordinal: number,
    private readonly headerName: string,
    private readonly description: string,
  ) {
    super(name, ordinal);
  }

  /** The header name. */
  getName(): string {
    return this.headerName;
  }

  /** What the header holds (Spring's descriptions, as worded there). */
  getDescription(): string {
    return this.description;
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): OpenAiApiResponseHeaders {
    return OpenAiApiResponseHeaders.constantNamed('OpenAiApiResponseHeaders', name);
  }
}
