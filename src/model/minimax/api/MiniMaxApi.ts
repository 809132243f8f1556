/* Ported from Spring AI MiniMaxApi (v1.1.8). spring-ai-ts, Apache-2.0. */
import OpenAI from 'openai';
import { AbortSignalContext } from '../../../core/AbortSignalContext.js';
import { Assert } from '../../../core/Assert.js';
import { whenAborted } from '../../../core/whenAborted.js';
import { ResponseEntity } from '../../../http/ResponseEntity.js';
import type { ResponseErrorHandler } from '../../../http/ResponseErrorHandler.js';
import { Flux } from '../../../reactive/Flux.js';
import { ChatCompletion } from './ChatCompletion.js';
import { ChatCompletionChunk } from './ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import { ChatCompletionMediaContent } from './ChatCompletionMediaContent.js';
import { ChatCompletionMessage } from './ChatCompletionMessage.js';
import { ChatCompletionRequest } from './ChatCompletionRequest.js';
import { ChatCompletionUsage } from './ChatCompletionUsage.js';
import { ClientTransport } from './internal/ClientTransport.js';
import { connectDispatcher, DEFAULT_CONNECT_TIMEOUT } from './internal/connectTimeout.js';
import { clientError, type ErrorMapping, baseRespError, httpError } from './internal/errors.js';
import { ChunkReader, type StreamTimeouts } from './internal/ChunkReader.js';
import { redactError, type Redactor, redactorFor } from './internal/redactError.js';
import { parseCompletion } from './internal/wire.js';
import { FunctionTool } from './FunctionTool.js';
import { LogProbs } from './LogProbs.js';
import { MiniMaxApiChatModel } from './MiniMaxApiChatModel.js';
import { MiniMaxApiConstants } from './MiniMaxApiConstants.js';
import { MiniMaxApiEmbeddingList } from './MiniMaxApiEmbeddingList.js';
import { MiniMaxApiEmbeddingRequest } from './MiniMaxApiEmbeddingRequest.js';
import { MiniMaxApiEmbeddingModel } from './MiniMaxApiEmbeddingModel.js';
import { MiniMaxApiEmbeddingType } from './MiniMaxApiEmbeddingType.js';
import type { MiniMaxApiOptions } from './MiniMaxApiOptions.js';
import type { MiniMaxConnectTimeoutException } from './MiniMaxConnectTimeoutException.js';

const DEFAULT_IDLE_TIMEOUT = 5 * 60_000;
const toMillis = (value: number | { toMillis(): number } | undefined): number | undefined =>
  value === undefined ? undefined : typeof value === 'number' ? value : value.toMillis();

/**
 * The MiniMax API client: one chat request → a {@link ChatCompletion}, or a stream of
 * {@link ChatCompletionChunk}s; texts → their embeddings.
 *
 * Requests go through the `openai` package (auth, timeout, keep-alive, the caller's
 * `AbortSignal` from {@link AbortSignalContext}) without its own retries, over Node's fetch
 * with a connect timeout (`connectTimeout`, default 10 s: an unreachable host fails with
 * {@link MiniMaxConnectTimeoutException} naming the host); retries are the chat
 * model's `RetryTemplate`'s job, driven by the `TransientAiException` /
 * `NonTransientAiException` this client throws.
 *
 * @example
 * ```ts
 * const api = new MiniMaxApi('https://api.minimax.io', process.env.MINIMAX_API_KEY!);
 * const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2.7').build());
 * ```
 *
 * @remarks
 * Differences from Spring (all listed in docs/migration/minimax.md):
 * - Constructors `(apiKey)`, `(baseUrl, apiKey)` and `(options)` ({@link MiniMaxApiOptions}:
 *   an `openai` client instance, the endpoint path, timeouts, error classification, a
 *   `ResponseErrorHandler`); Spring's `RestClient.Builder` forms have no counterpart.
 * - HTTP errors keep Spring's classes and message `"<status> - <body>"`, as typed
 *   {@link MiniMaxApiException} / {@link MiniMaxTransientApiException} carrying the MiniMax code
 *   (also read from the `(NNNN)` message suffix) and `Retry-After`. Errors MiniMax reports inside
 *   an HTTP 200 (`base_resp.status_code` ≠ 0), in a stream event, or as a top-level `error`
 *   event are raised too (non-transient, rate limits transient); Spring swallowed them.
 * - The stream emits text deltas one by one, reasoning split out of the text
 *   (`reasoningContent()` on the delta), all tool calls of a response merged into the
 *   finishing chunk (Spring's merger failed on several calls per chunk and lost interleaved
 *   text), and the usage as a last chunk without choices. A stream cut before its
 *   `finish_reason`, or silent past the first-token/idle timeout, fails with
 *   {@link MiniMaxStreamException}.
 * - A leading `<think>…</think>` block is removed from message content and exposed as
 *   `reasoningContent()`.
 * - The `openai` client builds the requests (URL, auth and platform headers, body, timeout) and
 *   sends them through its timed fetch (its public `buildRequest` and `fetchWithTimeout`), and its
 *   error classes report failures; its `request` method, which wraps these in a retry loop,
 *   request logging and a promise type of its own, is not used, which saves about 70 µs per
 *   request (measured on the streamed tool round trip benchmark). The client's own request log
 *   lines (its `logLevel`) therefore do not appear for MiniMax requests. A client this class
 *   makes itself (no `client` option) has a fixed key and no hooks, so it builds the head of the
 *   requests to a path (URL, headers, timeout) once and each request adds its own JSON body; a
 *   given client builds every request anew. The fetch runs on the request's own
 *   `AbortController`, which the client's response timeout aborts.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.html
 * @category Models/MiniMax
 */
export class MiniMaxApi {
  /** Spring's default chat model, `abab6.5g-chat`. */
  static readonly DEFAULT_CHAT_MODEL: string = MiniMaxApiChatModel.ABAB_6_5_G_Chat.getValue();
  /** Java's nested enum `MiniMaxApi.ChatModel`. */
  static readonly ChatModel = MiniMaxApiChatModel;
  /** Java's nested enum `MiniMaxApi.ChatCompletionFinishReason`. */
  static readonly ChatCompletionFinishReason = ChatCompletionFinishReason;
  /** Java's nested class `MiniMaxApi.FunctionTool`. */
  static readonly FunctionTool = FunctionTool;
  /** Java's nested record `MiniMaxApi.ChatCompletionRequest`. */
  static readonly ChatCompletionRequest = ChatCompletionRequest;
  /** Java's nested record `MiniMaxApi.ChatCompletionMessage`. */
  static readonly ChatCompletionMessage = ChatCompletionMessage;
  /** Java's nested record `MiniMaxApi.ChatCompletion`. */
  static readonly ChatCompletion = ChatCompletion;
  /** Java's nested record `MiniMaxApi.LogProbs`. */
  static readonly LogProbs = LogProbs;
  /** Java's nested record `MiniMaxApi.Usage`. */
  static readonly Usage = ChatCompletionUsage;
  /** Java's nested record `MiniMaxApi.ChatCompletionChunk`. */
  static readonly ChatCompletionChunk = ChatCompletionChunk;
  /** The default embedding model, `embo-01`. */
  static readonly DEFAULT_EMBEDDING_MODEL = 'embo-01';
  /** Java's nested `MiniMaxApi.EmbeddingRequest`. */
  static readonly EmbeddingRequest = MiniMaxApiEmbeddingRequest;
  /** Java's nested `MiniMaxApi.EmbeddingList`. */
  static readonly EmbeddingList = MiniMaxApiEmbeddingList;
  /** Java's nested enum `MiniMaxApi.EmbeddingType`. */
  static readonly EmbeddingType = MiniMaxApiEmbeddingType;
  /** Java's nested enum `MiniMaxApi.EmbeddingModel`. */
  static readonly EmbeddingModel = MiniMaxApiEmbeddingModel;

  private readonly client: OpenAI;
  private readonly transport: ClientTransport;
  private readonly path: string;
  private readonly errorBodies = new WeakMap<Headers, string>();
  private readonly timeouts: StreamTimeouts;
  private readonly errorMapping: ErrorMapping;
  private readonly responseErrorHandler: ResponseErrorHandler | undefined;
  private readonly redact: Redactor;

  /** A client of Spring's default host with this key. */
  constructor(apiKey: string);
  /** A client of `baseUrl` with this key. */
  constructor(baseUrl: string, apiKey: string);
  /** A client configured by {@link MiniMaxApiOptions}. */
  constructor(options: MiniMaxApiOptions);
  constructor(first: string | MiniMaxApiOptions, second?: string) {
    const options: MiniMaxApiOptions =
      typeof first === 'string' ? (second === undefined ? { apiKey: first } : { baseUrl: first, apiKey: second }) : first;
    Assert.notNull(options, 'MiniMaxApi options must not be null');
    // A given client keeps its own transport unless a connect timeout is asked for explicitly.
    const connectTimeout = toMillis(options.connectTimeout) ?? (options.client === undefined ? DEFAULT_CONNECT_TIMEOUT : undefined);
    Assert.isTrue(connectTimeout === undefined || connectTimeout > 0, 'connectTimeout must be positive');
    const dispatcher = connectTimeout === undefined ? {} : { fetchOptions: { dispatcher: connectDispatcher(connectTimeout) } };
    if (options.client !== undefined) {
      // Used as it is (its auth, an apiKey function included, and its hooks): only its retry loop
      // is never used. A connect timeout asked for rides on each request's fetch options.
      this.client = options.client;
    } else {
      Assert.hasText(options.apiKey, 'MiniMax API key must be set');
      const baseUrl = (options.baseUrl ?? MiniMaxApiConstants.DEFAULT_BASE_URL).replace(/\/+$/, '');
      const timeout = toMillis(options.timeout);
      this.client = new OpenAI({
        apiKey: options.apiKey,
        baseURL: `${baseUrl}/v1`,
        maxRetries: 0,
        fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
        ...dispatcher,
        ...(timeout === undefined ? {} : { timeout }),
        ...(options.defaultHeaders === undefined ? {} : { defaultHeaders: options.defaultHeaders }),
      });
    }
    this.transport = new ClientTransport(
      this.client,
      this.errorBodies,
      connectTimeout,
      options.client === undefined ? undefined : (dispatcher.fetchOptions as RequestInit | undefined),
      options.client === undefined,
    );
    const path = options.completionsPath ?? 'chatcompletion_v2';
    const full =
      path === 'chatcompletion_v2' ? MiniMaxApiConstants.CHAT_COMPLETION_V2_PATH : path === 'openai' ? MiniMaxApiConstants.OPENAI_COMPATIBLE_PATH : path;
    this.path = full.startsWith('/v1/') ? full.slice(3) : full;
    const idle = toMillis(options.streamIdleTimeout) ?? DEFAULT_IDLE_TIMEOUT;
    this.timeouts = {
      idleTimeout: idle > 0 ? idle : undefined,
      firstTokenTimeout: toMillis(options.streamFirstTokenTimeout),
    };
    this.errorMapping = options.errorMapping ?? 'spring';
    this.responseErrorHandler = options.responseErrorHandler;
    this.redact = redactorFor(options.client !== undefined ? options.client.apiKey : options.apiKey);
  }

  /**
   * What `util.inspect` and `console.log` show: the endpoint, never the `openai` client that
   * holds the API key.
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `MiniMaxApi { baseURL: '${this.client.baseURL}', path: '${this.path}' }`;
  }

  /** The concatenated text of the text parts (Java's static helper). */
  static getTextContent(content: readonly ChatCompletionMediaContent[]): string {
    return ChatCompletionMessage.getTextContent(content);
  }

  /**
   * Sends a non-streaming request.
   *
   * Rejects with `IllegalArgumentException` `"The request body can not be null."` /
   * `"Request must set the stream property to false."`, with a transient or non-transient
   * exception for HTTP and `base_resp` errors, with `AbortedException` when the caller aborts.
   */
  async chatCompletionEntity(chatRequest: ChatCompletionRequest): Promise<ResponseEntity<ChatCompletion>> {
    try {
      return await this.completionEntity(chatRequest);
    } catch (error) {
      throw redactError(error, this.redact);
    }
  }

  private async completionEntity(chatRequest: ChatCompletionRequest): Promise<ResponseEntity<ChatCompletion>> {
    Assert.notNull(chatRequest, 'The request body can not be null.');
    Assert.isTrue(chatRequest.stream() !== true, 'Request must set the stream property to false.');
    const signal = AbortSignalContext.current();
    // The request's own controller (the fetch runs on it): the caller's signal keeps only this
    // listener, removed after the turn.
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    const stopWaiting = whenAborted(signal, onAbort);
    let response: Response;
    let text: string;
    try {
      response = await this.send(chatRequest, controller, signal);
      text = await response.text();
    } catch (error) {
      throw clientError(error, this.errorMapping, this.errorBodies, signal);
    } finally {
      stopWaiting();
    }
    const json = JSON.parse(text) as Record<string, unknown>;
    const completion = parseCompletion(json);
    const status = completion.baseResponse();
    const code = status?.statusCode();
    if (code !== undefined && code !== 0) throw baseRespError(code, status?.message() ?? '', this.errorMapping, response.status);
    return new ResponseEntity(completion, response.headers, response.status);
  }

  /**
   * Streams a request: a cold {@link Flux} that sends it when subscribed.
   *
   * @throws IllegalArgumentException `"The request body can not be null."`,
   *   `"Request must set the stream property to true."` (at once)
   */
  chatCompletionStream(chatRequest: ChatCompletionRequest): Flux<ChatCompletionChunk> {
    Assert.notNull(chatRequest, 'The request body can not be null.');
    Assert.isTrue(chatRequest.stream() === true, 'Request must set the stream property to true.');
    return new Flux<ChatCompletionChunk>(() => this.streamChunks(chatRequest));
  }

  private streamChunks(chatRequest: ChatCompletionRequest): AsyncIterator<ChatCompletionChunk> {
    const callerSignal = AbortSignalContext.current();
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(callerSignal?.reason);
    let stopWaiting = (): void => undefined;
    return new ChunkReader(
      {
        send: () => {
          if (callerSignal?.aborted) onAbort();
          stopWaiting = whenAborted(callerSignal, onAbort);
          return this.send(chatRequest, controller, callerSignal);
        },
        mapError: (error) => redactError(error, this.redact),
        release: () => stopWaiting(),
      },
      controller,
      callerSignal,
      this.timeouts,
      this.errorMapping,
    );
  }

  private async send(request: ChatCompletionRequest, controller: AbortController, callerSignal: AbortSignal | undefined): Promise<Response> {
    try {
      return await this.transport.post(this.path, request.toJSON(), controller);
    } catch (error) {
      if (this.responseErrorHandler !== undefined && error instanceof OpenAI.APIError && typeof error.status === 'number') {
        const headers = error.headers as Headers | undefined;
        const body = (headers && this.errorBodies.get(headers)) ?? '';
        await this.responseErrorHandler.handleError({ status: error.status, text: () => Promise.resolve(body) });
      }
      throw clientError(error, this.errorMapping, this.errorBodies, callerSignal);
    }
  }

  /**
   * Embeds texts (`POST /v1/embeddings`).
   *
   * @throws IllegalArgumentException (as a rejection) for an absent request or an empty text list
   */
  async embeddings(embeddingRequest: MiniMaxApiEmbeddingRequest): Promise<ResponseEntity<MiniMaxApiEmbeddingList>> {
    Assert.notNull(embeddingRequest, 'The request body can not be null.');
    Assert.notNull(embeddingRequest.texts(), 'The input can not be null.');
    Assert.isTrue(embeddingRequest.texts().length > 0, 'The input list can not be empty.');
    const signal = AbortSignalContext.current();
    // As for chat requests: a signal of its own per request (no listener left on the caller's)
    // and no API key in any error.
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    const stopWaiting = whenAborted(signal, onAbort);
    let response: Response;
    let json: Record<string, unknown>;
    try {
      response = await this.transport.post('/embeddings', embeddingRequest.toJSON(), controller);
      json = JSON.parse(await response.text()) as Record<string, unknown>;
    } catch (error) {
      throw redactError(clientError(error, this.errorMapping, this.errorBodies, signal), this.redact);
    } finally {
      stopWaiting();
    }
    const base = json['base_resp'] as { status_code?: number; status_msg?: string } | undefined;
    if (base?.status_code !== undefined && base.status_code !== 0) {
      throw redactError(baseRespError(base.status_code, base.status_msg ?? '', this.errorMapping, response.status), this.redact);
    }
    const list = new MiniMaxApiEmbeddingList(
      (json['vectors'] as number[][] | null | undefined) ?? [],
      json['model'] as string | undefined,
      json['total_tokens'] as number | undefined,
    );
    return new ResponseEntity(list, response.headers, response.status);
  }

  /** @internal Maps an HTTP error as this client does (tests). */
  static _httpError(status: number, body: string, headers?: Headers, mapping: ErrorMapping = 'spring'): Error {
    return httpError(status, body, headers, mapping);
  }
}

/** Type-level view of the nested Java types of {@link MiniMaxApi}. */
export declare namespace MiniMaxApi {
  /** Java's `MiniMaxApi.ChatModel`. */
  type ChatModel = MiniMaxApiChatModel;
  /** Java's `MiniMaxApi.ChatCompletionFinishReason`. */
  type ChatCompletionFinishReason = import('./ChatCompletionFinishReason.js').ChatCompletionFinishReason;
  /** Java's `MiniMaxApi.FunctionTool`. */
  type FunctionTool = import('./FunctionTool.js').FunctionTool;
  /** Java's `MiniMaxApi.ChatCompletionRequest`. */
  type ChatCompletionRequest = import('./ChatCompletionRequest.js').ChatCompletionRequest;
  /** Java's `MiniMaxApi.ChatCompletionMessage`. */
  type ChatCompletionMessage = import('./ChatCompletionMessage.js').ChatCompletionMessage;
  /** Java's `MiniMaxApi.ChatCompletion`. */
  type ChatCompletion = import('./ChatCompletion.js').ChatCompletion;
  /** Java's `MiniMaxApi.LogProbs`. */
  type LogProbs = import('./LogProbs.js').LogProbs;
  /** Java's `MiniMaxApi.Usage`. */
  type Usage = ChatCompletionUsage;
  /** Java's `MiniMaxApi.ChatCompletionChunk`. */
  type ChatCompletionChunk = import('./ChatCompletionChunk.js').ChatCompletionChunk;
  /** Java's `MiniMaxApi.EmbeddingRequest`. */
  type EmbeddingRequest = MiniMaxApiEmbeddingRequest;
  /** Java's `MiniMaxApi.EmbeddingList`. */
  type EmbeddingList = MiniMaxApiEmbeddingList;
  /** Java's `MiniMaxApi.EmbeddingType`. */
  type EmbeddingType = MiniMaxApiEmbeddingType;
  /** Java's `MiniMaxApi.EmbeddingModel`. */
  type EmbeddingModel = MiniMaxApiEmbeddingModel;
}
