/* spring-ai-ts, Apache-2.0. The HTTP side of an OpenAI-compatible provider: requests, streams, timeouts, aborts, typed and redacted errors. */
import OpenAI from 'openai';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { Assert } from '../../java/core/Assert.js';
import { whenAborted } from '../../java/core/whenAborted.js';
import type { ResponseErrorHandler } from '../../java/http/ResponseErrorHandler.js';
import { ChunkReader, type StreamEventAssembler } from './ChunkReader.js';
import { ClientTransport } from './ClientTransport.js';
import { clientError } from './clientErrors.js';
import { connectDispatcher, DEFAULT_CONNECT_TIMEOUT } from './connectTimeout.js';
import type { OpenAiCompatibleProvider } from './OpenAiCompatibleProvider.js';
import { redactError, type Redactor, redactorFor } from './redactError.js';

/** The idle timeout of a stream when none is configured: 5 minutes. */
const DEFAULT_IDLE_TIMEOUT = 5 * 60_000;

/** A JSON object from the wire. */
export type Json = Record<string, unknown>;

/** How an {@link OpenAiCompatibleClient} reaches its server; durations in milliseconds. */
export interface OpenAiCompatibleClientOptions {
  /** The API key; required unless `client` is given. */
  apiKey?: string | undefined;
  /** The base URL the paths are relative to, e.g. `https://api.openai.com/v1`; required unless `client` is given. */
  baseURL?: string | undefined;
  /**
   * An `openai` client to send with, used as it is (its auth, headers, fetch, timeout and hooks),
   * except for its retries: retrying is the chat models' retry templates' job.
   */
  client?: OpenAI | undefined;
  /** Time to wait for the response headers (the `openai` client's `timeout`). */
  timeout?: number | undefined;
  /** Time to wait for the connection; default 10 s for a client of our own, none for a given one. */
  connectTimeout?: number | undefined;
  /** A stream fails when no event arrives for this long after the first one; default 5 min, 0 = off. */
  streamIdleTimeout?: number | undefined;
  /** A stream fails when its first event takes this long; default: the idle timeout. */
  streamFirstTokenTimeout?: number | undefined;
  /** Called with an HTTP error response before it is mapped (it may throw an error of its own). */
  responseErrorHandler?: ResponseErrorHandler | undefined;
  /** Extra headers on every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /** The fetch implementation (default: the global `fetch`). */
  fetch?: typeof fetch | undefined;
}

/** A response whose body was JSON. */
export interface JsonResponse {
  /** The parsed body. */
  readonly json: Json;
  /** The response (its body consumed). */
  readonly response: Response;
}

/**
 * The HTTP side every OpenAI-compatible provider shares: it posts JSON and streams server-sent
 * events through the `openai` client's request building and timed fetch, with a connect timeout,
 * stream first-token and idle timeouts, the caller's abort (from {@link AbortSignalContext}), and
 * failures as typed exceptions the {@link OpenAiCompatibleProvider} makes, with the API key masked
 * in them. It never retries: retries are the chat models' `RetryTemplate`s', driven by the
 * transient and non-transient exceptions it throws.
 *
 * A provider is its {@link OpenAiCompatibleProvider} (name and typed errors), a
 * `ChatStreamAssembler` subclass for its stream's quirks, and its own request and response
 * records; it holds one of these clients and calls {@link OpenAiCompatibleClient.postJson} and
 * {@link OpenAiCompatibleClient.stream}.
 */
export class OpenAiCompatibleClient {
  private readonly client: OpenAI;
  private readonly transport: ClientTransport;
  private readonly errorBodies = new WeakMap<Headers, string>();
  private readonly timeouts: { firstTokenTimeout: number | undefined; idleTimeout: number | undefined };
  private readonly responseErrorHandler: ResponseErrorHandler | undefined;
  private readonly redactor: Redactor;

  /**
   * @throws IllegalArgumentException `"<name> API key must be set"` without `client` and key,
   *   `"connectTimeout must be positive"`
   */
  constructor(
    options: OpenAiCompatibleClientOptions,
    private readonly provider: OpenAiCompatibleProvider,
  ) {
    const given = options.client;
    // A given client keeps its own transport unless a connect timeout is asked for explicitly.
    const connectTimeout = options.connectTimeout ?? (given === undefined ? DEFAULT_CONNECT_TIMEOUT : undefined);
    Assert.isTrue(connectTimeout === undefined || connectTimeout > 0, 'connectTimeout must be positive');
    // (undici's `dispatcher` fetch option, which the client's RequestInit type does not know.)
    const dispatcher = connectTimeout === undefined ? {} : { fetchOptions: { dispatcher: connectDispatcher(connectTimeout) } };
    if (given !== undefined) {
      this.client = given;
    } else {
      Assert.hasText(options.apiKey, `${provider.name} API key must be set`);
      Assert.hasText(options.baseURL, 'baseURL must be set');
      this.client = new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        maxRetries: 0,
        fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
        ...dispatcher,
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
        ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: options.defaultHeaders }),
      });
    }
    // A client of our own carries the dispatcher itself; a given one gets it on each request.
    this.transport = new ClientTransport(this.client, this.errorBodies, connectTimeout, provider, given === undefined ? undefined : (dispatcher.fetchOptions as RequestInit | undefined), given === undefined);
    const idle = options.streamIdleTimeout ?? DEFAULT_IDLE_TIMEOUT;
    this.timeouts = { idleTimeout: idle > 0 ? idle : undefined, firstTokenTimeout: options.streamFirstTokenTimeout };
    this.responseErrorHandler = options.responseErrorHandler;
    this.redactor = redactorFor(given !== undefined ? given.apiKey : options.apiKey);
  }

  /** The base URL of the requests. */
  get baseURL(): string {
    return this.client.baseURL;
  }

  /** Never the `openai` client, which holds the API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `OpenAiCompatibleClient { baseURL: '${this.client.baseURL}' }`;
  }

  /** `error` with the API key and credential-looking entries masked in its texts (in place). */
  redact<T>(error: T): T {
    return redactError(error, this.redactor);
  }

  /**
   * Posts `body` as JSON to `path` (with `headers` over the client's own) and parses the JSON
   * response.
   *
   * Rejects with the provider's typed exception for an HTTP error, a transient exception when the
   * connection fails, `AbortedException` when the caller aborts; the API key masked in all.
   */
  async postJson(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<JsonResponse> {
    const signal = AbortSignalContext.current();
    // The request's own controller (the fetch runs on it): the caller's signal keeps only this
    // listener, removed after the request.
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    const stopWaiting = whenAborted(signal, onAbort);
    let response: Response;
    let text: string;
    try {
      response = await this.send(path, body, controller, signal, headers);
      text = await response.text();
    } catch (error) {
      throw this.redact(clientError(error, this.provider, this.errorBodies, signal));
    } finally {
      stopWaiting();
    }
    try {
      return { json: JSON.parse(text) as Json, response };
    } catch (error) {
      throw this.redact(error);
    }
  }

  /**
   * Streams `body` posted to `path` (with `headers` over the client's own): the assembler's chunks of the response's events, the request
   * sent at the first pull. The stream fails with the provider's typed exceptions (and its stream
   * error when cut or silent past a timeout); leaving it early aborts the request.
   */
  stream<C>(path: string, body: unknown, assembler: StreamEventAssembler<C>, headers?: Readonly<Record<string, string>>): AsyncIterator<C> {
    const callerSignal = AbortSignalContext.current();
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(callerSignal?.reason);
    let stopWaiting = (): void => undefined;
    return new ChunkReader(
      {
        send: () => {
          if (callerSignal?.aborted) onAbort();
          stopWaiting = whenAborted(callerSignal, onAbort);
          return this.send(path, body, controller, callerSignal, headers);
        },
        mapError: (error) => this.redact(error),
        release: () => stopWaiting(),
      },
      controller,
      callerSignal,
      this.timeouts,
      assembler,
      this.provider,
    );
  }

  private async send(
    path: string,
    body: unknown,
    controller: AbortController,
    callerSignal: AbortSignal | undefined,
    headers?: Readonly<Record<string, string>>,
  ): Promise<Response> {
    try {
      return await this.transport.post(path, body, controller, headers);
    } catch (error) {
      if (this.responseErrorHandler !== undefined && error instanceof OpenAI.APIError && typeof error.status === 'number') {
        const headers = error.headers as Headers | undefined;
        const text = (headers && this.errorBodies.get(headers)) ?? '';
        await this.responseErrorHandler.handleError({ status: error.status, text: () => Promise.resolve(text) });
      }
      throw clientError(error, this.provider, this.errorBodies, callerSignal);
    }
  }
}
