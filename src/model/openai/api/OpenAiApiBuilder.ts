/* Ported from Spring AI OpenAiApi.Builder (v1.1.8), with the client settings of this library. spring-ai-ts, Apache-2.0. */
import type OpenAI from 'openai';
import { Assert } from '../../../java/core/Assert.js';
import type { Duration } from '../../../java/core/time/Duration.js';
import type { ResponseErrorHandler } from '../../../java/http/ResponseErrorHandler.js';
import type { ApiKey } from '../../ApiKey.js';
import { SimpleApiKey } from '../../SimpleApiKey.js';
import { RetryUtils } from '../../../retry/RetryUtils.js';
import { OpenAiApiConstants } from './OpenAiApiConstants.js';

/** The settings an {@link OpenAiApiBuilder} hands to the `OpenAiApi` constructor. */
export interface OpenAiApiSettings {
  /** The host, e.g. `https://api.openai.com`. */
  readonly baseUrl: string;
  /** The API key. */
  readonly apiKey: ApiKey;
  /** Headers sent with every request (a header with several values is sent comma-joined). */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The chat completions path, e.g. `/v1/chat/completions`. */
  readonly completionsPath: string;
  /** The embeddings path, e.g. `/v1/embeddings`. */
  readonly embeddingsPath: string;
  /** Maps HTTP error responses of blocking requests to exceptions. */
  readonly responseErrorHandler: ResponseErrorHandler;
  /** An `openai` client to send with (its auth, fetch and timeout; never its retries). */
  readonly client?: OpenAI | undefined;
  /** The time to wait for the response headers, ms. */
  readonly timeout?: number | undefined;
  /** The time to wait for the connection, ms (default 10 s). */
  readonly connectTimeout?: number | undefined;
  /** A stream fails when no event arrives for this long after the first one, ms (default 5 min, 0 = off). */
  readonly streamIdleTimeout?: number | undefined;
  /** A stream fails when its first event takes this long, ms (default: the idle timeout). */
  readonly streamFirstTokenTimeout?: number | undefined;
  /** The fetch implementation. */
  readonly fetch?: typeof fetch | undefined;
}

const toMillis = (value: number | Duration | { toMillis(): number }): number => (typeof value === 'number' ? value : value.toMillis());

function toMultiValueMap(headers: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): Map<string, string[]> {
  const entries = headers instanceof Map ? [...headers.entries()] : Object.entries(headers);
  return new Map(entries.map(([name, value]) => [String(name), Array.isArray(value) ? value.map(String) : [String(value)]]));
}

/**
 * Fluent construction of an `OpenAiApi` (`OpenAiApi.Builder`): Spring's settings (base URL,
 * API key, headers, paths, response error handler) and this library's client settings
 * (`client`, timeouts, `fetch`) in place of Spring's `RestClient`/`WebClient` builders.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.Builder.html
 * @category Models/OpenAI
 */
export class OpenAiApiBuilder {
  private baseUrlValue: string = OpenAiApiConstants.DEFAULT_BASE_URL;
  private apiKeyValue: ApiKey | undefined;
  private headersValue: Map<string, string[]> = new Map();
  private completionsPathValue = '/v1/chat/completions';
  private embeddingsPathValue = '/v1/embeddings';
  private responseErrorHandlerValue: ResponseErrorHandler = RetryUtils.DEFAULT_RESPONSE_ERROR_HANDLER;
  private extras: Omit<OpenAiApiSettings, 'baseUrl' | 'apiKey' | 'headers' | 'completionsPath' | 'embeddingsPath' | 'responseErrorHandler'> = {};

  /**
   * A builder with Spring's defaults, or (Java's copy constructor, used by `mutate()`) with the
   * settings of an existing client.
   */
  constructor(settings?: OpenAiApiSettings) {
    if (settings !== undefined) {
      const { baseUrl, apiKey, headers, completionsPath, embeddingsPath, responseErrorHandler, ...extras } = settings;
      this.baseUrlValue = baseUrl;
      this.apiKeyValue = apiKey;
      this.headersValue = new Map([...headers].map(([name, values]) => [name, [...values]]));
      this.completionsPathValue = completionsPath;
      this.embeddingsPathValue = embeddingsPath;
      this.responseErrorHandlerValue = responseErrorHandler;
      this.extras = extras;
    }
  }

  /** @throws IllegalArgumentException `"baseUrl cannot be null or empty"` */
  baseUrl(baseUrl: string): this {
    Assert.hasText(baseUrl, 'baseUrl cannot be null or empty');
    this.baseUrlValue = baseUrl;
    return this;
  }

  /**
   * The API key: an {@link ApiKey} (asked for its value on every request), a function returning
   * the key (a Java lambda for `ApiKey`), or the key itself.
   * @throws IllegalArgumentException `"apiKey cannot be null"` for an absent `ApiKey`
   */
  apiKey(apiKey: ApiKey | string | (() => string)): this {
    if (typeof apiKey === 'string') {
      this.apiKeyValue = new SimpleApiKey(apiKey);
    } else if (typeof apiKey === 'function') {
      // A Java lambda for the functional interface ApiKey.
      this.apiKeyValue = { getValue: apiKey };
    } else {
      Assert.notNull(apiKey, 'apiKey cannot be null');
      this.apiKeyValue = apiKey;
    }
    return this;
  }

  /**
   * Headers for every request (Java's `MultiValueMap`: a `Map` or object of a value or values per name).
   * @throws IllegalArgumentException `"headers cannot be null"`
   */
  headers(headers: ReadonlyMap<string, string | readonly string[]> | Readonly<Record<string, string | readonly string[]>>): this {
    Assert.notNull(headers, 'headers cannot be null');
    this.headersValue = toMultiValueMap(headers);
    return this;
  }

  /** @throws IllegalArgumentException `"completionsPath cannot be null or empty"` */
  completionsPath(completionsPath: string): this {
    Assert.hasText(completionsPath, 'completionsPath cannot be null or empty');
    this.completionsPathValue = completionsPath;
    return this;
  }

  /** @throws IllegalArgumentException `"embeddingsPath cannot be null or empty"` */
  embeddingsPath(embeddingsPath: string): this {
    Assert.hasText(embeddingsPath, 'embeddingsPath cannot be null or empty');
    this.embeddingsPathValue = embeddingsPath;
    return this;
  }

  /** @throws IllegalArgumentException `"responseErrorHandler cannot be null"` */
  responseErrorHandler(responseErrorHandler: ResponseErrorHandler): this {
    Assert.notNull(responseErrorHandler, 'responseErrorHandler cannot be null');
    this.responseErrorHandlerValue = responseErrorHandler;
    return this;
  }

  /** An `openai` client to send with (an addition, in place of Spring's `RestClient`/`WebClient` builders). */
  client(client: OpenAI): this {
    Assert.notNull(client, 'client cannot be null');
    this.extras = { ...this.extras, client };
    return this;
  }

  /** The time to wait for the response headers (an addition). */
  timeout(timeout: number | Duration): this {
    this.extras = { ...this.extras, timeout: toMillis(timeout) };
    return this;
  }

  /** The time to wait for the connection; default 10 s (an addition). */
  connectTimeout(connectTimeout: number | Duration): this {
    this.extras = { ...this.extras, connectTimeout: toMillis(connectTimeout) };
    return this;
  }

  /** A stream fails when no event arrives for this long; default 5 min, 0 = off (an addition). */
  streamIdleTimeout(streamIdleTimeout: number | Duration): this {
    this.extras = { ...this.extras, streamIdleTimeout: toMillis(streamIdleTimeout) };
    return this;
  }

  /** A stream fails when its first event takes this long; default: the idle timeout (an addition). */
  streamFirstTokenTimeout(streamFirstTokenTimeout: number | Duration): this {
    this.extras = { ...this.extras, streamFirstTokenTimeout: toMillis(streamFirstTokenTimeout) };
    return this;
  }

  /** The fetch implementation (an addition). */
  fetch(fetchImplementation: typeof fetch): this {
    this.extras = { ...this.extras, fetch: fetchImplementation };
    return this;
  }

  /**
   * The client.
   * @throws IllegalArgumentException `"apiKey must be set"`
   */
  build(): import('./OpenAiApi.js').OpenAiApi {
    Assert.notNull(this.apiKeyValue, 'apiKey must be set');
    const settings: OpenAiApiSettings = {
      ...this.extras,
      baseUrl: this.baseUrlValue,
      apiKey: this.apiKeyValue as ApiKey,
      headers: this.headersValue,
      completionsPath: this.completionsPathValue,
      embeddingsPath: this.embeddingsPathValue,
      responseErrorHandler: this.responseErrorHandlerValue,
    };
    return new OpenAiApiBuilder.apiClass(settings);
  }

  /** @internal Set by `OpenAiApi` when it loads (the builder does not import it: no import cycle). */
  static apiClass: new (settings: OpenAiApiSettings) => import('./OpenAiApi.js').OpenAiApi;
}
