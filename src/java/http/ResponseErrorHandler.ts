/* Ported from Spring Framework ResponseErrorHandler (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Decides whether an HTTP response is an error and turns it into an exception; the seam through
 * which `RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER` classifies failures as transient or not.
 *
 * @remarks
 * The response is anything with a numeric `status` and an async `text()` (a fetch `Response`),
 * standing in for Spring's `ClientHttpResponse`; `handleError` is async because reading a body is.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/web/client/ResponseErrorHandler.html
 * @category Core
 */
export interface ResponseErrorHandler {
  /** Whether `response` is an error. */
  hasError(response: { readonly status: number }): boolean;
  /** Rejects with the exception for the error `response` (resolves when it is no error). */
  handleError(response: { readonly status: number; text(): Promise<string> }): Promise<void>;
}
