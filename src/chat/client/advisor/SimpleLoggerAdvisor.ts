/* Ported from Spring AI SimpleLoggerAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { redactSecrets } from '../../../java/core/lang/redactSecrets.js';
import { toJsonPretty } from './internal/toJsonPretty.js';
import type { Logger } from '../../../java/logging/Logger.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import type { Flux } from '../../../java/reactor/Flux.js';
import type { ChatResponse } from '../../model/ChatResponse.js';
import { ChatClientMessageAggregator } from '../ChatClientMessageAggregator.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';

/**
 * Turns a request into the text {@link SimpleLoggerAdvisor} logs (Java's `Function<ChatClientRequest, String>`).
 *
 * @category Advisors
 */
export type RequestToString = (request: ChatClientRequest) => string;
/**
 * Turns a response into the text {@link SimpleLoggerAdvisor} logs (Java's `Function<ChatResponse, String>`).
 *
 * @category Advisors
 */
export type ResponseToString = (response: ChatResponse | undefined) => string;

const defaultRequestToString: RequestToString = (request) => request.toString();
const defaultResponseToString: ResponseToString = (response) => toJsonPretty(response);

/**
 * Builds a {@link SimpleLoggerAdvisor}; reachable as `SimpleLoggerAdvisor.Builder`.
 *
 * @remarks
 * `logger(...)` is an addition: Java logs through SLF4J's static logger.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/SimpleLoggerAdvisor.Builder.html
 * @category Advisors
 */
export class SimpleLoggerAdvisorBuilder {
  private _requestToString: RequestToString | undefined;

  private _responseToString: ResponseToString | undefined;

  private _order = 0;

  private _logger: Logger.Minimal | undefined;

  /** @internal Use {@link SimpleLoggerAdvisor.builder}. */
  constructor() {}

  /** How a request is written; `request.toString()` by default. */
  requestToString(requestToString: RequestToString | undefined): this {
    this._requestToString = requestToString;
    return this;
  }

  /** How a chat response is written; pretty JSON by default. */
  responseToString(responseToString: ResponseToString | undefined): this {
    this._responseToString = responseToString;
    return this;
  }

  /** The advisor's order (default 0). */
  order(order: number): this {
    this._order = order;
    return this;
  }

  /** The logger to write to; by default `LoggerFactory.getLogger('SimpleLoggerAdvisor')`. */
  logger(logger: Logger.Minimal | undefined): this {
    this._logger = logger;
    return this;
  }

  /** Builds the advisor. */
  build(): SimpleLoggerAdvisor {
    return new SimpleLoggerAdvisor(this._requestToString, this._responseToString, this._order, this._logger);
  }
}

/**
 * An advisor that logs each request and response at debug level: `request: …` before the call
 * and `response: …` after it (for a stream: the aggregated response, once the stream completes).
 *
 * It writes nothing unless its logger has debug enabled; with the default logger, set
 * `SPRING_AI_TS_LOG=debug` (or `DEBUG=spring-ai-ts`).
 *
 * @example
 * ```ts
 * import { ChatClient, SimpleLoggerAdvisor, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Logs every request and response at debug level (SPRING_AI_TS_LOG=debug), here only their texts.
 * const logger = SimpleLoggerAdvisor.builder()
 *   .requestToString((request) => request.prompt().getUserMessage().getText())
 *   .responseToString((response) => response?.getResult()?.getOutput().getText() ?? '')
 *   .build();
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(logger).build();
 * console.log(await chatClient.prompt('Tell me a joke').call().content());
 * ```
 *
 * @remarks
 * Credentials never reach the log: values of entries named like an API key, an `Authorization`
 * header, a token, secret or password, `Bearer` credentials, `sk-…` keys and JWTs are replaced
 * by `[REDACTED]` in what is written, whatever `requestToString`/`responseToString` return. The
 * text functions run only when debug is enabled (Java computes them regardless). The default
 * response text is pretty JSON built from the response's getters, as Jackson writes it in
 * Spring. The logger is an addition (last constructor argument, `Builder.logger`). `getName()`
 * is the class name of the instance.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/SimpleLoggerAdvisor.html
 * @category Advisors
 */
export class SimpleLoggerAdvisor implements CallAdvisor, StreamAdvisor {
  /** The default request text: `request.toString()`. */
  static readonly DEFAULT_REQUEST_TO_STRING: RequestToString = defaultRequestToString;

  /** The default response text: the chat response as pretty JSON. */
  static readonly DEFAULT_RESPONSE_TO_STRING: ResponseToString = defaultResponseToString;

  /** The builder type, as Java's nested `SimpleLoggerAdvisor.Builder`. */
  static readonly Builder = SimpleLoggerAdvisorBuilder;

  private readonly requestToString: RequestToString;

  private readonly responseToString: ResponseToString;

  private readonly order: number;

  private readonly logger: Logger.Minimal;

  /** An advisor with order 0 and the default texts. */
  constructor();
  /** An advisor with the given order and the default texts. */
  constructor(order: number);
  /**
   * An advisor with the given texts (absent: the defaults), order and logger (absent: the
   * default console logger).
   */
  constructor(
    requestToString: RequestToString | undefined | null,
    responseToString: ResponseToString | undefined | null,
    order: number,
    logger?: Logger.Minimal,
  );
  constructor(
    first?: number | RequestToString | null,
    responseToString?: ResponseToString | null,
    order?: number,
    logger?: Logger.Minimal,
  ) {
    if (typeof first === 'number') {
      this.requestToString = defaultRequestToString;
      this.responseToString = defaultResponseToString;
      this.order = first;
    } else {
      this.requestToString = first ?? defaultRequestToString;
      this.responseToString = responseToString ?? defaultResponseToString;
      this.order = order ?? 0;
    }
    this.logger = logger ?? LoggerFactory.getLogger('SimpleLoggerAdvisor');
  }

  /** Logs the request, runs the rest of the chain, logs the response. */
  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.logRequest(chatClientRequest);
    const chatClientResponse = await callAdvisorChain.nextCall(chatClientRequest);
    this.logResponse(chatClientResponse);
    return chatClientResponse;
  }

  /** Logs the request, then the aggregated response when the stream completes. */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.logRequest(chatClientRequest);
    const chatClientResponses = streamAdvisorChain.nextStream(chatClientRequest);
    return new ChatClientMessageAggregator().aggregateChatClientResponse(chatClientResponses, (response) =>
      this.logResponse(response),
    );
  }

  /** Writes `request: <text>` at debug level. */
  protected logRequest(request: ChatClientRequest): void {
    if (!this.logger.isDebugEnabled()) return;
    this.logger.debug('request: {}', redactSecrets(this.requestToString(request)));
  }

  /** Writes `response: <text>` at debug level. */
  protected logResponse(chatClientResponse: ChatClientResponse): void {
    if (!this.logger.isDebugEnabled()) return;
    this.logger.debug('response: {}', redactSecrets(this.responseToString(chatClientResponse.chatResponse())));
  }

  /** The class name of this instance. */
  getName(): string {
    return this.constructor.name;
  }

  /** The advisor's order. */
  getOrder(): number {
    return this.order;
  }

  /** `"SimpleLoggerAdvisor"`. */
  toString(): string {
    return 'SimpleLoggerAdvisor';
  }

  /** A new builder. */
  static builder(): SimpleLoggerAdvisorBuilder {
    return new SimpleLoggerAdvisorBuilder();
  }
}
