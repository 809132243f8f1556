/* Ported from Spring AI EmptyRateLimit (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Duration } from '../../java/core/time/Duration.js';
import type { RateLimit } from './RateLimit.js';

/**
 * A {@link RateLimit} with no information: every count 0 and every reset `Duration.ZERO`. The
 * default of {@link ChatResponseMetadata}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/EmptyRateLimit.html
 * @category Chat Model
 */
export class EmptyRateLimit implements RateLimit {
  /** Always 0. */
  getRequestsLimit(): number {
    return 0;
  }

  /** Always 0. */
  getRequestsRemaining(): number {
    return 0;
  }

  /** Always `Duration.ZERO`. */
  getRequestsReset(): Duration {
    return Duration.ZERO;
  }

  /** Always 0. */
  getTokensLimit(): number {
    return 0;
  }

  /** Always 0. */
  getTokensRemaining(): number {
    return 0;
  }

  /** Always `Duration.ZERO`. */
  getTokensReset(): Duration {
    return Duration.ZERO;
  }

  /** `EmptyRateLimit`. */
  toString(): string {
    return 'EmptyRateLimit';
  }
}
