/* spring-ai-ts, Apache-2.0. Internal: OpenAI on the OpenAI-compatible base, its failures as Spring's exceptions. */
import type { OpenAiCompatibleProvider } from '../../../openai-compatible/OpenAiCompatibleProvider.js';
import { NonTransientAiException } from '../../../../retry/NonTransientAiException.js';
import { TransientAiException } from '../../../../retry/TransientAiException.js';

/**
 * OpenAI's side of the base: HTTP errors as Spring's default response error handler maps them
 * (`"<status> - <body>"`, 4xx non-transient, other statuses transient); connection and stream
 * failures transient.
 */
export const OPEN_AI_PROVIDER: OpenAiCompatibleProvider = {
  name: 'OpenAI',
  httpError: (status, body, _headers, cause) =>
    status >= 400 && status < 500 ? new NonTransientAiException(`${status} - ${body}`, cause) : new TransientAiException(`${status} - ${body}`, cause),
  connectTimeoutError: (host, timeoutMillis, cause) => new TransientAiException(`OpenAI connection to ${host} timed out after ${timeoutMillis} ms`, cause),
  streamError: (message, _reason, cause) => new TransientAiException(message, cause),
};
