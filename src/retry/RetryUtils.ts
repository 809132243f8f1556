/* Ported from Spring AI RetryUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Duration } from '../java/core/time/Duration.js';
import type { ResponseErrorHandler } from '../java/http/ResponseErrorHandler.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
import { NonTransientAiException } from './NonTransientAiException.js';
import { RetryTemplate } from '../java/retry/RetryTemplate.js';
import { TransientAiException } from './TransientAiException.js';

const logger = LoggerFactory.getLogger('RetryUtils');

/**
 * The default retry template and HTTP error handler of the model clients.
 *
 * - {@link RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER}: any 4xx status (429 included) →
 *   {@link NonTransientAiException}, any other error status → {@link TransientAiException}, with
 *   the message `"<status> - <body>"`.
 * - {@link RetryUtils.DEFAULT_RETRY_TEMPLATE}: 10 attempts, retries {@link TransientAiException},
 *   exponential back-off from 2 s, multiplier 5, at most 3 min; logs every failed attempt at
 *   WARN with its cause (stack and `Caused by:` chain, as SLF4J prints a throwable).
 * - {@link RetryUtils.SHORT_RETRY_TEMPLATE}: 10 attempts, 100 ms fixed back-off (tests).
 *
 * @remarks
 * Spring also retries `ResourceAccessException` (connection failures); here clients map those
 * to {@link TransientAiException}, so one class covers both.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/retry/RetryUtils.html
 * @category Errors
 */
export abstract class RetryUtils {
  /** Maps error statuses to transient (5xx) and non-transient (4xx) exceptions. */
  static readonly DEFAULT_RESPONSE_ERROR_HANDLER: ResponseErrorHandler = {
    hasError: (response) => response.status >= 400,
    async handleError(response): Promise<void> {
      if (response.status < 400) return;
      const body = await response.text();
      const message = `${response.status} - ${body}`;
      if (response.status < 500) throw new NonTransientAiException(message);
      throw new TransientAiException(message);
    },
  };

  /** Spring AI's default: 10 attempts, exponential back-off 2 s × 5 up to 3 min. */
  static readonly DEFAULT_RETRY_TEMPLATE: RetryTemplate = RetryTemplate.builder()
    .maxAttempts(10)
    .retryOn(TransientAiException)
    .exponentialBackoff(Duration.ofMillis(2000), 5, Duration.ofMillis(3 * 60000))
    .withListener({
      onError: (context, _callback, error) => logger.warn(`Retry error. Retry count:${context.getRetryCount()}`, error),
    })
    .build();

  /** For tests: 10 attempts, 100 ms between them. */
  static readonly SHORT_RETRY_TEMPLATE: RetryTemplate = RetryTemplate.builder()
    .maxAttempts(10)
    .retryOn(TransientAiException)
    .fixedBackoff(Duration.ofMillis(100))
    .withListener({
      onError: (context, _callback, error) => logger.warn(`Retry error. Retry count:${context.getRetryCount()}`, error),
    })
    .build();
}
