/* Ported from Spring AI OpenAiApi (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { ResponseEntity } from '../../../java/http/ResponseEntity.js';
import type { ResponseErrorHandler } from '../../../java/http/ResponseErrorHandler.js';
import { Flux } from '../../../java/reactor/Flux.js';
import type { ApiKey } from '../../ApiKey.js';
import { NoopApiKey } from '../../NoopApiKey.js';
import { OpenAiCompatibleClient } from '../../openai-compatible/OpenAiCompatibleClient.js';
import { AudioParameters } from './AudioParameters.js';
import { ChatCompletion } from './ChatCompletion.js';
import { ChatCompletionChunk } from './ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import { ChatCompletionMessage } from './ChatCompletionMessage.js';
import { ChatCompletionRequest } from './ChatCompletionRequest.js';
import { Embedding } from './Embedding.js';
import { EmbeddingList } from './EmbeddingList.js';
import { EmbeddingRequest } from './EmbeddingRequest.js';
import { FunctionTool } from './FunctionTool.js';
import { ChunkWindows } from './internal/ChunkWindows.js';
import { OPEN_AI_PROVIDER } from './internal/provider.js';
import { readCompletion, readEmbeddingList } from './internal/wire.js';
import { LogProbs } from './LogProbs.js';
import type { MediaContent } from './MediaContent.js';
import { OpenAiApiBuilder, type OpenAiApiSettings } from './OpenAiApiBuilder.js';
import { OpenAiApiChatModel } from './OpenAiApiChatModel.js';
import { OpenAiApiEmbeddingModel } from './OpenAiApiEmbeddingModel.js';
import { OpenAiStreamFunctionCallingHelper } from './OpenAiStreamFunctionCallingHelper.js';
import { OutputModality } from './OutputModality.js';
import { ServiceTier } from './ServiceTier.js';
import { StreamOptions } from './StreamOptions.js';
import { Usage } from './Usage.js';
import { WebSearchOptions } from './WebSearchOptions.js';

const REQUEST_BODY_NULL_MESSAGE = 'The request body can not be null.';
const STREAM_FALSE_MESSAGE = 'Request must set the stream property to false.';
const ADDITIONAL_HEADERS_NULL_MESSAGE = 'The additional HTTP headers can not be null.';

/** Java's `MultiValueMap<String, String>` of additional headers: a `Map` or object, a value or values per name. */
export type HttpHeaderValues = ReadonlyMap<string, string | readonly string[]> | Readonly<Record<string, string | readonly string[]>>;

function headerRecord(headers: HttpHeaderValues | ReadonlyMap<string, readonly string[]> | undefined): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  const entries = headers instanceof Map ? [...headers.entries()] : Object.entries(headers);
  if (entries.length === 0) return undefined;
  const record: Record<string, string> = {};
  for (const [name, value] of entries) record[String(name)] = Array.isArray(value) ? value.join(', ') : String(value);
  return record;
}

/**
 * The OpenAI API client (chat completions and embeddings), also for OpenAI-compatible servers
 * (set `baseUrl` and, where they differ, `completionsPath`/`embeddingsPath`).
 *
 * Requests go through the `openai` package's client with its retries off: retries are the
 * models' `RetryTemplate`'s job, driven by the `TransientAiException` /
 * `NonTransientAiException` this client throws (HTTP errors of blocking requests go through the
 * response error handler, Spring's default unless set: `"<status> - <body>"`, 4xx non-transient).
 * The API key's value is asked for on each request, so an {@link ApiKey} may refresh it.
 *
 * @example
 * ```ts
 * const openAiApi = OpenAiApi.builder().apiKey(process.env['OPENAI_API_KEY']!).build();
 * const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).build();
 * ```
 *
 * @remarks
 * The constructor takes the builder's settings (Spring's takes the same values one by one, with
 * `RestClient`/`WebClient` builders, which have no counterpart here: `client`, `timeout`,
 * `connectTimeout`, the stream timeouts and `fetch` take their place). Requests carry the
 * `User-Agent: spring-ai` header as Spring's do, beside the `openai` client's own headers. A
 * stream's HTTP error becomes the same exceptions as a blocking request's (Spring's stream raises
 * `WebClientResponseException`), and a stream that ends without `[DONE]` or a finish reason
 * fails as truncated. The differences from Spring are listed in docs/migration/openai.md.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.html
 * @category Models/OpenAI
 */
export class OpenAiApi {
  /** `User-Agent`. */
  static readonly HTTP_USER_AGENT_HEADER = 'User-Agent';
  /** `spring-ai`. */
  static readonly SPRING_AI_USER_AGENT = 'spring-ai';
  /** `gpt-4o`, the default chat model. */
  static readonly DEFAULT_CHAT_MODEL: OpenAiApiChatModel = OpenAiApiChatModel.GPT_4_O;
  /** `text-embedding-ada-002`, the default embedding model. */
  static readonly DEFAULT_EMBEDDING_MODEL: string = OpenAiApiEmbeddingModel.TEXT_EMBEDDING_ADA_002.getValue();
  /** Java's nested class `OpenAiApi.Builder`. */
  static readonly Builder = OpenAiApiBuilder;
  /** Java's nested enum `OpenAiApi.ChatModel`. */
  static readonly ChatModel = OpenAiApiChatModel;
  /** Java's nested enum `OpenAiApi.ChatCompletionFinishReason`. */
  static readonly ChatCompletionFinishReason = ChatCompletionFinishReason;
  /** Java's nested enum `OpenAiApi.EmbeddingModel`. */
  static readonly EmbeddingModel = OpenAiApiEmbeddingModel;
  /** Java's nested class `OpenAiApi.FunctionTool`. */
  static readonly FunctionTool = FunctionTool;
  /** Java's nested enum `OpenAiApi.OutputModality`. */
  static readonly OutputModality = OutputModality;
  /** Java's nested record `OpenAiApi.ChatCompletionRequest`. */
  static readonly ChatCompletionRequest = ChatCompletionRequest;
  /** Java's nested enum `OpenAiApi.ServiceTier`. */
  static readonly ServiceTier = ServiceTier;
  /** Java's nested record `OpenAiApi.ChatCompletionMessage`. */
  static readonly ChatCompletionMessage = ChatCompletionMessage;
  /** Java's nested record `OpenAiApi.ChatCompletion`. */
  static readonly ChatCompletion = ChatCompletion;
  /** Java's nested record `OpenAiApi.LogProbs`. */
  static readonly LogProbs = LogProbs;
  /** Java's nested record `OpenAiApi.Usage`. */
  static readonly Usage = Usage;
  /** Java's nested record `OpenAiApi.ChatCompletionChunk`. */
  static readonly ChatCompletionChunk = ChatCompletionChunk;
  /** Java's nested record `OpenAiApi.Embedding`. */
  static readonly Embedding = Embedding;
  /** Java's nested record `OpenAiApi.EmbeddingRequest`. */
  static readonly EmbeddingRequest = EmbeddingRequest;
  /** Java's nested record `OpenAiApi.EmbeddingList`. */
  static readonly EmbeddingList = EmbeddingList;
  /** Java's nested records `ChatCompletionRequest.StreamOptions`, reachable here too. */
  static readonly StreamOptions = StreamOptions;
  /** Java's nested record `ChatCompletionRequest.AudioParameters`, reachable here too. */
  static readonly AudioParameters = AudioParameters;
  /** Java's nested record `ChatCompletionRequest.WebSearchOptions`, reachable here too. */
  static readonly WebSearchOptions = WebSearchOptions;

  private readonly settings: OpenAiApiSettings;
  private readonly client: OpenAiCompatibleClient;
  private readonly chunkMerger = new OpenAiStreamFunctionCallingHelper();

  /** A client with the builder's settings (see the class remarks). */
  constructor(settings: OpenAiApiSettings) {
    Assert.notNull(settings, 'settings must not be null');
    Assert.hasText(settings.completionsPath, 'Completions Path must not be null');
    Assert.hasText(settings.embeddingsPath, 'Embeddings Path must not be null');
    Assert.notNull(settings.headers, 'Headers must not be null');
    this.settings = settings;
    // The key is asked for on every request (a key may be refreshed), as an Authorization header
    // the request's own headers may replace; the openai client sends none of its own.
    const headers: Record<string, string | null> = { [OpenAiApi.HTTP_USER_AGENT_HEADER]: OpenAiApi.SPRING_AI_USER_AGENT, ...headerRecord(settings.headers), Authorization: null };
    this.client = new OpenAiCompatibleClient(
      {
        apiKey: 'per-request',
        baseURL: settings.baseUrl.replace(/\/+$/, ''),
        client: settings.client,
        timeout: settings.timeout,
        connectTimeout: settings.connectTimeout,
        streamIdleTimeout: settings.streamIdleTimeout,
        streamFirstTokenTimeout: settings.streamFirstTokenTimeout,
        responseErrorHandler: settings.responseErrorHandler,
        defaultHeaders: headers as Record<string, string>,
        fetch: settings.fetch,
      },
      OPEN_AI_PROVIDER,
    );
  }

  /** The headers of one request: the additional ones, and the API key's unless they carry an Authorization header. */
  private requestHeaders(additionalHttpHeader: HttpHeaderValues | undefined): Record<string, string> | undefined {
    const headers = headerRecord(additionalHttpHeader) ?? {};
    const apiKey = this.settings.apiKey;
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization') || Object.keys(headerRecord(this.settings.headers) ?? {}).some((name) => name.toLowerCase() === 'authorization');
    if (!hasAuthorization && !(apiKey instanceof NoopApiKey)) headers['Authorization'] = `Bearer ${apiKey.getValue()}`;
    return Object.keys(headers).length === 0 ? undefined : headers;
  }

  /** A builder with Spring's defaults. */
  static builder(): OpenAiApiBuilder {
    return new OpenAiApiBuilder();
  }

  /** A builder with this client's settings. */
  mutate(): OpenAiApiBuilder {
    return new OpenAiApiBuilder(this.settings);
  }

  /** What `util.inspect` and `console.log` show: the endpoint, never the key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `OpenAiApi { baseUrl: '${this.settings.baseUrl}', completionsPath: '${this.settings.completionsPath}' }`;
  }

  /**
   * The concatenated text of the text parts.
   * @throws IllegalArgumentException `"content cannot be null"`
   */
  static getTextContent(content: readonly MediaContent[]): string {
    Assert.notNull(content, 'content cannot be null');
    return content
      .filter((part) => part.type() === 'text')
      .map((part) => part.text() ?? 'null')
      .join('');
  }

  /**
   * Sends a blocking request, with additional headers over the client's.
   *
   * Rejects with `IllegalArgumentException` `"The request body can not be null."` /
   * `"Request must set the stream property to false."` /
   * `"The additional HTTP headers can not be null."`, with the response error handler's
   * exceptions for HTTP errors, a `TransientAiException` when the connection fails,
   * `AbortedException` when the caller aborts.
   */
  async chatCompletionEntity(chatRequest: ChatCompletionRequest, additionalHttpHeader: HttpHeaderValues = new Map()): Promise<ResponseEntity<ChatCompletion>> {
    Assert.notNull(chatRequest, REQUEST_BODY_NULL_MESSAGE);
    Assert.isTrue(chatRequest.stream() !== true, STREAM_FALSE_MESSAGE);
    Assert.notNull(additionalHttpHeader, ADDITIONAL_HEADERS_NULL_MESSAGE);
    const { json, response } = await this.client.postJson(this.settings.completionsPath, chatRequest.toJSON(), this.requestHeaders(additionalHttpHeader));
    return new ResponseEntity(readCompletion(json), response.headers, response.status);
  }

  /**
   * Streams a request: a cold {@link Flux} that sends it when subscribed. The chunks of a tool call
   * arrive merged into one chunk ({@link OpenAiStreamFunctionCallingHelper}).
   *
   * @throws IllegalArgumentException `"The request body can not be null."`,
   *   `"Request must set the stream property to true."` (at once)
   */
  chatCompletionStream(chatRequest: ChatCompletionRequest, additionalHttpHeader: HttpHeaderValues = new Map()): Flux<ChatCompletionChunk> {
    Assert.notNull(chatRequest, REQUEST_BODY_NULL_MESSAGE);
    Assert.isTrue(chatRequest.stream() === true, 'Request must set the stream property to true.');
    return new Flux<ChatCompletionChunk>(() =>
      this.client.stream(this.settings.completionsPath, chatRequest.toJSON(), new ChunkWindows(this.chunkMerger, OPEN_AI_PROVIDER), this.requestHeaders(additionalHttpHeader)),
    );
  }

  /**
   * Embeds the input (`POST` to the embeddings path).
   *
   * Rejects with `IllegalArgumentException` for an absent request or input, an input that is not a
   * string or a list, an empty list or one of more than 2048 entries.
   */
  async embeddings<T>(embeddingRequest: EmbeddingRequest<T>): Promise<ResponseEntity<EmbeddingList>> {
    Assert.notNull(embeddingRequest, REQUEST_BODY_NULL_MESSAGE);
    const input = embeddingRequest.input();
    Assert.notNull(input, 'The input can not be null.');
    Assert.isTrue(typeof input === 'string' || Array.isArray(input), 'The input must be either a String, or a List of Strings or List of List of integers.');
    if (Array.isArray(input)) {
      Assert.isTrue(input.length > 0, 'The input list can not be empty.');
      Assert.isTrue(input.length <= 2048, 'The list must be 2048 dimensions or less');
      const head: unknown = input[0];
      Assert.isTrue(
        typeof head === 'string' || typeof head === 'number' || Array.isArray(head),
        'The input must be either a String, or a List of Strings or list of list of integers.',
      );
    }
    const { json, response } = await this.client.postJson(this.settings.embeddingsPath, embeddingRequest.toJSON(), this.requestHeaders(undefined));
    return new ResponseEntity(readEmbeddingList(json), response.headers, response.status);
  }

  /** @internal The base URL (Java's package-private getter). */
  getBaseUrl(): string {
    return this.settings.baseUrl;
  }

  /** @internal The API key (Java's package-private getter). */
  getApiKey(): ApiKey {
    return this.settings.apiKey;
  }

  /** @internal The headers of every request (Java's package-private getter). */
  getHeaders(): ReadonlyMap<string, readonly string[]> {
    return this.settings.headers;
  }

  /** @internal The chat completions path (Java's package-private getter). */
  getCompletionsPath(): string {
    return this.settings.completionsPath;
  }

  /** @internal The embeddings path (Java's package-private getter). */
  getEmbeddingsPath(): string {
    return this.settings.embeddingsPath;
  }

  /** @internal The response error handler (Java's package-private getter). */
  getResponseErrorHandler(): ResponseErrorHandler {
    return this.settings.responseErrorHandler;
  }

  /** @internal The settings (Java's package-private getters). */
  _settings(): OpenAiApiSettings {
    return this.settings;
  }
}

OpenAiApiBuilder.apiClass = OpenAiApi;

/** Type-level view of the nested Java types of {@link OpenAiApi}. */
export declare namespace OpenAiApi {
  /** Java's `OpenAiApi.Builder`. */
  type Builder = OpenAiApiBuilder;
  /** Java's `OpenAiApi.ChatModel`. */
  type ChatModel = OpenAiApiChatModel;
  /** Java's `OpenAiApi.ChatCompletionFinishReason`. */
  type ChatCompletionFinishReason = import('./ChatCompletionFinishReason.js').ChatCompletionFinishReason;
  /** Java's `OpenAiApi.EmbeddingModel`. */
  type EmbeddingModel = OpenAiApiEmbeddingModel;
  /** Java's `OpenAiApi.FunctionTool`. */
  type FunctionTool = import('./FunctionTool.js').FunctionTool;
  /** Java's `OpenAiApi.OutputModality`. */
  type OutputModality = import('./OutputModality.js').OutputModality;
  /** Java's `OpenAiApi.ChatCompletionRequest`. */
  type ChatCompletionRequest = import('./ChatCompletionRequest.js').ChatCompletionRequest;
  /** Java's `OpenAiApi.ServiceTier`. */
  type ServiceTier = import('./ServiceTier.js').ServiceTier;
  /** Java's `OpenAiApi.ChatCompletionMessage`. */
  type ChatCompletionMessage = import('./ChatCompletionMessage.js').ChatCompletionMessage;
  /** Java's `OpenAiApi.ChatCompletion`. */
  type ChatCompletion = import('./ChatCompletion.js').ChatCompletion;
  /** Java's `OpenAiApi.LogProbs`. */
  type LogProbs = import('./LogProbs.js').LogProbs;
  /** Java's `OpenAiApi.Usage`. */
  type Usage = import('./Usage.js').Usage;
  /** Java's `OpenAiApi.ChatCompletionChunk`. */
  type ChatCompletionChunk = import('./ChatCompletionChunk.js').ChatCompletionChunk;
  /** Java's `OpenAiApi.Embedding`. */
  type Embedding = import('./Embedding.js').Embedding;
  /** Java's `OpenAiApi.EmbeddingRequest`. */
  type EmbeddingRequest<T = unknown> = import('./EmbeddingRequest.js').EmbeddingRequest<T>;
  /** Java's `OpenAiApi.EmbeddingList`. */
  type EmbeddingList = import('./EmbeddingList.js').EmbeddingList;
}
