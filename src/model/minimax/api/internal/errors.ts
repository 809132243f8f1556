/* spring-ai-ts, Apache-2.0. Internal: MiniMax's error codes and the typed exceptions its failures become. */
import { retryAfter } from '../../../openai-compatible/clientErrors.js';
import type { OpenAiCompatibleProvider } from '../../../openai-compatible/OpenAiCompatibleProvider.js';
import { MiniMaxApiException } from '../MiniMaxApiException.js';
import type { MiniMaxApiErrorDetails } from '../MiniMaxApiErrorDetails.js';
import { MiniMaxConnectTimeoutException } from '../MiniMaxConnectTimeoutException.js';
import { MiniMaxStreamException } from '../MiniMaxStreamException.js';
import { MiniMaxTransientApiException } from '../MiniMaxTransientApiException.js';

/** How HTTP errors are classified: Spring's rule (4xx non-transient) or by MiniMax code. */
export type ErrorMapping = 'spring' | 'minimax';

/** MiniMax codes worth retrying. */
const RETRYABLE_CODES = new Set([1000, 1001, 1002, 1013, 1024, 1033, 1039, 2045]);
/** Codes that mean "slow down": transient even under Spring's mapping when they arrive in an HTTP 200. */
const RATE_LIMIT_CODES = new Set([1002, 1039, 2045]);
const CODE_SUFFIX = /\((\d{3,6})\)\s*$/;

/** A `MiniMaxApi` error body's MiniMax code and message (gateway or `base_resp` style). */
export function describeBody(body: string): { code?: number; statusMessage?: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {};
  }
  const record = json as { error?: { message?: unknown; code?: unknown }; base_resp?: { status_code?: unknown; status_msg?: unknown } };
  const baseResp = record?.base_resp;
  if (baseResp && typeof baseResp.status_code === 'number' && baseResp.status_code !== 0) {
    return { code: baseResp.status_code, statusMessage: String(baseResp.status_msg ?? '') };
  }
  const message = record?.error?.message;
  if (typeof message === 'string') {
    const match = CODE_SUFFIX.exec(message);
    if (match?.[1] !== undefined) return { code: Number(match[1]), statusMessage: message.slice(0, match.index).trim() };
    const code = Number(record.error?.code);
    return Number.isFinite(code) ? { code, statusMessage: message } : { statusMessage: message };
  }
  return {};
}

/** An HTTP error response → typed exception; message `"<status> - <body>"` as Spring's handler. */
export function httpError(status: number, body: string, headers: Headers | undefined, mapping: ErrorMapping, cause?: unknown): Error {
  const described = describeBody(body);
  const details: MiniMaxApiErrorDetails = { statusCode: status, code: described.code, statusMessage: described.statusMessage, retryAfter: retryAfter(headers) };
  const message = `${status} - ${body}`;
  let transient: boolean;
  if (mapping === 'spring') transient = status >= 500 || status < 400;
  else if (described.code !== undefined && described.code !== 1008 && RETRYABLE_CODES.has(described.code)) transient = true;
  else if (described.code === 1008) transient = false;
  else transient = status === 408 || status === 429 || status >= 500;
  return transient ? new MiniMaxTransientApiException(message, details, cause) : new MiniMaxApiException(message, details, cause);
}

/** A non-zero `base_resp` (HTTP 200 or inside a stream) → typed exception. */
export function baseRespError(code: number, statusMessage: string, mapping: ErrorMapping, status = 200): Error {
  const details: MiniMaxApiErrorDetails = { statusCode: status, code, statusMessage };
  const message = `MiniMax API error: ${statusMessage} (${code})`;
  const transient = mapping === 'spring' ? RATE_LIMIT_CODES.has(code) : RETRYABLE_CODES.has(code);
  return transient ? new MiniMaxTransientApiException(message, details) : new MiniMaxApiException(message, details);
}

/** A top-level `error` object in a stream event → typed exception. */
export function streamErrorObject(error: Record<string, unknown>, mapping: ErrorMapping): Error {
  const text = typeof error['message'] === 'string' ? error['message'] : JSON.stringify(error);
  const described = describeBody(JSON.stringify({ error }));
  const code = described.code;
  const details: MiniMaxApiErrorDetails = { statusCode: 200, code, statusMessage: described.statusMessage ?? text };
  const message = `MiniMax stream error: ${text}`;
  const transient = code !== undefined && (mapping === 'spring' ? RATE_LIMIT_CODES.has(code) : RETRYABLE_CODES.has(code));
  return transient ? new MiniMaxTransientApiException(message, details, error) : new MiniMaxApiException(message, details, error);
}

/** MiniMax on the OpenAI-compatible base: its name and its typed exceptions, HTTP errors classified by `mapping`. */
export function miniMaxProvider(mapping: ErrorMapping): OpenAiCompatibleProvider {
  return {
    name: 'MiniMax',
    httpError: (status, body, headers, cause) => httpError(status, body, headers, mapping, cause),
    connectTimeoutError: (host, timeoutMillis, cause) => new MiniMaxConnectTimeoutException(host, timeoutMillis, cause),
    streamError: (message, reason, cause) => new MiniMaxStreamException(message, reason, cause),
  };
}
