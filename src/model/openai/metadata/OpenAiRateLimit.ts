/* Ported from Spring AI OpenAiRateLimit (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { RateLimit } from '../../../chat/metadata/RateLimit.js';
import type { Duration } from '../../../java/core/time/Duration.js';

/**
 * The rate limits OpenAI reports in the `x-ratelimit-*` headers of a response.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/metadata/OpenAiRateLimit.html
 * @category Models/OpenAI
 */
export class OpenAiRateLimit implements RateLimit {
  /**
   * @param requestsLimit - requests allowed in the window
   * @param requestsRemaining - requests left in the window
   * @param requestsReset - time until the request count resets
   * @param tokensLimit - tokens allowed in the window
   * @param tokensRemaining - tokens left in the window
   * @param tokensReset - time until the token count resets
   */
  constructor(
    private readonly requestsLimit: number | undefined,
    private readonly requestsRemaining: number | undefined,
    private readonly requestsReset: Duration | undefined,
    private readonly tokensLimit: number | undefined,
    private readonly tokensRemaining: number | undefined,
    private readonly tokensReset: Duration | undefined,
  ) {}

  /** Requests allowed in the window. */
  getRequestsLimit(): number | undefined {
    return this.requestsLimit;
  }

  /** Tokens allowed in the window. */
  getTokensLimit(): number | undefined {
    return this.tokensLimit;
  }

  /** Requests left in the window. */
  getRequestsRemaining(): number | undefined {
    return this.requestsRemaining;
  }

  /** Tokens left in the window. */
  getTokensRemaining(): number | undefined {
    return this.tokensRemaining;
  }

  /** Time until the request count resets. */
  getRequestsReset(): Duration | undefined {
    return this.requestsReset;
  }

  /** Time until the token count resets. */
  getTokensReset(): Duration | undefined {
    return this.tokensReset;
  }

  /** `{ @type: …, requestsLimit: …, … }`, as Spring prints it. */
  toString(): string {
    const text = (value: unknown): string => (value === undefined ? 'null' : String(value));
    return (
      `{ @type: org.springframework.ai.openai.metadata.OpenAiRateLimit, requestsLimit: ${text(this.requestsLimit)}, requestsRemaining: ${text(this.requestsRemaining)}, ` +
      `requestsReset: ${text(this.requestsReset)}, tokensLimit: ${text(this.tokensLimit)}; tokensRemaining: ${text(this.tokensRemaining)}; tokensReset: ${text(this.tokensReset)} }`
    );
  }
}
