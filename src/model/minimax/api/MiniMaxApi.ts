/* Ported from Spring AI MiniMaxApi (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { Assert } from '../../../java/core/Assert.js';
import { ResponseEntity } from '../../../java/http/ResponseEntity.js';
import { Flux } from '../../../java/reactor/Flux.js';
import { OpenAiCompatibleClient } from '../../openai-compatible/OpenAiCompatibleClient.js';
import type { OpenAiCompatibleProvider } from '../../openai-compatible/OpenAiCompatibleProvider.js';
import { ChatCompletion } from './ChatCompletion.js';
import { ChatCompletionChunk } from './ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import { ChatCompletionMediaContent } from './ChatCompletionMediaContent.js';
import { ChatCompletionMessage } from './ChatCompletionMessage.js';
import { ChatCompletionRequest } from './ChatCompletionRequest.js';
import { ChatCompletionUsage } from './ChatCompletionUsage.js';
import { baseRespError, type ErrorMapping, httpError, miniMaxProvider } from './internal/errors.js';
import { StreamAssembler } from './internal/StreamAssembler.js';
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
import type { MiniMaxApiException } from './MiniMaxApiException.js';
import type { MiniMaxTransientApiException } from './MiniMaxTransientApiException.js';
import type { MiniMaxStreamException } from './MiniMaxStreamException.js';

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
 * HTTP errors are typed ({@link MiniMaxApiException}, {@link MiniMaxTransientApiException},
 * messages `"<status> - <body>"`), errors MiniMax reports inside an HTTP 200 or a stream event
 * too; a stream cut before its `finish_reason` or silent past its timeouts fails with
 * {@link MiniMaxStreamException}. The differences from Spring are listed in
 * docs/migration/minimax.md.
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

  private readonly client: OpenAiCompatibleClient;
  private readonly path: string;
  private readonly errorMapping: ErrorMapping;
  private readonly provider: OpenAiCompatibleProvider;

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
    this.errorMapping = options.errorMapping ?? 'spring';
    this.provider = miniMaxProvider(this.errorMapping);
    const baseUrl = (options.baseUrl ?? MiniMaxApiConstants.DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.client = new OpenAiCompatibleClient(
      {
        apiKey: options.apiKey,
        baseURL: `${baseUrl}/v1`,
        client: options.client,
        timeout: toMillis(options.timeout),
        connectTimeout: toMillis(options.connectTimeout),
        streamIdleTimeout: toMillis(options.streamIdleTimeout),
        streamFirstTokenTimeout: toMillis(options.streamFirstTokenTimeout),
        responseErrorHandler: options.responseErrorHandler,
        defaultHeaders: options.defaultHeaders,
        fetch: options.fetch,
      },
      this.provider,
    );
    const path = options.completionsPath ?? 'chatcompletion_v2';
    const full =
      path === 'chatcompletion_v2' ? MiniMaxApiConstants.CHAT_COMPLETION_V2_PATH : path === 'openai' ? MiniMaxApiConstants.OPENAI_COMPATIBLE_PATH : path;
    this.path = full.startsWith('/v1/') ? full.slice(3) : full;
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
    Assert.notNull(chatRequest, 'The request body can not be null.');
    Assert.isTrue(chatRequest.stream() !== true, 'Request must set the stream property to false.');
    const { json, response } = await this.client.postJson(this.path, chatRequest.toJSON());
    const completion = parseCompletion(json);
    const status = completion.baseResponse();
    const code = status?.statusCode();
    if (code !== undefined && code !== 0) throw this.client.redact(baseRespError(code, status?.message() ?? '', this.errorMapping, response.status));
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
    return new Flux<ChatCompletionChunk>(() =>
      this.client.stream(this.path, chatRequest.toJSON(), new StreamAssembler(this.provider, this.errorMapping)),
    );
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
    const { json, response } = await this.client.postJson('/embeddings', embeddingRequest.toJSON());
    const base = json['base_resp'] as { status_code?: number; status_msg?: string } | undefined;
    if (base?.status_code !== undefined && base.status_code !== 0) {
      throw this.client.redact(baseRespError(base.status_code, base.status_msg ?? '', this.errorMapping, response.status));
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
