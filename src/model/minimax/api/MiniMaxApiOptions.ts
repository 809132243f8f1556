/* spring-ai-ts, Apache-2.0. The options form of the MiniMaxApi constructor. */
import type { Duration } from '../../../java/core/time/Duration.js';
import type OpenAI from 'openai';
import type { ResponseErrorHandler } from '../../../java/http/ResponseErrorHandler.js';

/**
 * Everything `new MiniMaxApi(options)` accepts (the TypeScript-native seam of the client).
 *
 * @category Models/MiniMax
 */
export interface MiniMaxApiOptions {
  /** The API key (sent as `Authorization: Bearer`); required unless `client` is given. */
  apiKey?: string;
  /** The host, default `MiniMaxApiConstants.DEFAULT_BASE_URL`; e.g. `https://api.minimax.io`. */
  baseUrl?: string;
  /**
   * The chat completion path: `'chatcompletion_v2'` (default, Spring's `/v1/text/chatcompletion_v2`),
   * `'openai'` (`/v1/chat/completions`), or any path starting with `/`.
   */
  completionsPath?: 'chatcompletion_v2' | 'openai' | `/${string}`;
  /**
   * An `openai` client to send the requests with (its base URL must end in `/v1`), used as it is:
   * its auth (an `apiKey` function included), headers, fetch, timeout and hooks apply; its own
   * retries (`maxRetries`) do not, retries are the chat model's `RetryTemplate`'s. Default: one
   * built from `apiKey` and `baseUrl`.
   */
  client?: OpenAI;
  /** Time to wait for the response headers (the `openai` client's `timeout`); default 10 min. */
  timeout?: number | Duration;
  /**
   * Time to wait for the TCP (and TLS) connection to the host; default 10 s. When it runs out the
   * request fails with a transient `MiniMaxConnectTimeoutException` naming the host, which the
   * chat model's retry template retries (and logs, with the cause). Applied through an undici
   * `Agent` as the fetch `dispatcher`, so a custom `fetch` must pass `init.dispatcher` on to
   * Node's fetch for it to apply. With `client` it applies only when given.
   * @throws IllegalArgumentException `"connectTimeout must be positive"` (from the constructor)
   */
  connectTimeout?: number | Duration;
  /** A stream fails when no event arrives for this long after the first one; default 5 min, 0 = off. */
  streamIdleTimeout?: number | Duration;
  /** A stream fails when its first event takes this long; default: the idle timeout. */
  streamFirstTokenTimeout?: number | Duration;
  /**
   * How HTTP errors are classified: `'spring'` (default, as Spring's default response error
   * handler: 4xx incl. 429 non-transient, other error statuses transient) or `'minimax'` (by
   * MiniMax code: 1000/1001/1002/1013/1024/1033/1039/2045 and 429/5xx without a code
   * transient, 1008 never).
   */
  errorMapping?: 'spring' | 'minimax';
  /** Replaces the error classification of HTTP errors (Spring's `ResponseErrorHandler` parameter). */
  responseErrorHandler?: ResponseErrorHandler;
  /** Extra headers on every request. */
  defaultHeaders?: Record<string, string>;
  /** The fetch implementation (default: global `fetch`, which keeps connections alive). */
  fetch?: typeof fetch;
}
