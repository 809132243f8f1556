/* spring-ai-ts, Apache-2.0. Failures of the `openai` client as the exceptions the retry templates understand. */
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { AbortedException } from '../../java/core/AbortedException.js';
import { Duration } from '../../java/core/time/Duration.js';
import { TransientAiException } from '../../retry/TransientAiException.js';
import type { OpenAiCompatibleProvider } from './OpenAiCompatibleProvider.js';

/** The `Retry-After` header as a duration (seconds or an HTTP date). */
export function retryAfter(headers: Headers | undefined): Duration | undefined {
  const value = headers?.get('retry-after');
  if (value === null || value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Duration.ofMillis(Math.max(0, seconds * 1000));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Duration.ofMillis(Math.max(0, date - Date.now()));
}

/**
 * Any failure of a request: aborts (by the caller's `signal`, or the client's abort error) as
 * {@link AbortedException}, connection failures transient, HTTP errors as the provider maps them
 * (with the body `bodies` kept for the error's headers), anything else as it is.
 */
export function clientError(
  error: unknown,
  provider: OpenAiCompatibleProvider,
  bodies: WeakMap<Headers, string>,
  signal: AbortSignal | undefined,
): Error {
  if (signal?.aborted || error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError')) {
    const what = `The ${provider.name} request`;
    return signal ? AbortedException.from(signal, what) : new AbortedException(`${what} was aborted`, error);
  }
  if (error instanceof APIConnectionError) {
    return new TransientAiException(`${provider.name} connection failed: ${error.message}`, error);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const headers = error.headers as Headers | undefined;
    const body = (headers && bodies.get(headers)) ?? (error.error === undefined ? '' : JSON.stringify({ type: 'error', error: error.error }));
    return provider.httpError(error.status, body, headers, error);
  }
  return error instanceof Error ? error : new TransientAiException(String(error));
}
