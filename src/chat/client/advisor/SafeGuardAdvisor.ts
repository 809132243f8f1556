/* Ported from Spring AI SafeGuardAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { Flux } from '../../../java/reactor/Flux.js';
import { AssistantMessage } from '../../messages/AssistantMessage.js';
import { ChatResponse } from '../../model/ChatResponse.js';
import { Generation } from '../../model/Generation.js';
import { ChatClientResponse } from '../ChatClientResponse.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { CallAdvisor } from './api/CallAdvisor.js';
import type { CallAdvisorChain } from './api/CallAdvisorChain.js';
import type { StreamAdvisor } from './api/StreamAdvisor.js';
import type { StreamAdvisorChain } from './api/StreamAdvisorChain.js';

const DEFAULT_FAILURE_RESPONSE =
  "I'm unable to respond to that due to sensitive content. Could we rephrase or discuss something else?";

const DEFAULT_ORDER = 0;

/**
 * Builds a {@link SafeGuardAdvisor}; reachable as `SafeGuardAdvisor.Builder`.
 *
 * @remarks
 * `caseInsensitive(...)` is an addition (Spring AI 2.0 always matches case-insensitively).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/SafeGuardAdvisor.Builder.html
 * @category Advisors
 */
export class SafeGuardAdvisorBuilder {
  private _sensitiveWords: string[] | undefined;

  private _failureResponse: string = DEFAULT_FAILURE_RESPONSE;

  private _order: number = DEFAULT_ORDER;

  private _caseInsensitive = false;

  /** @internal Use {@link SafeGuardAdvisor.builder}. */
  constructor() {}

  /** The words that block a request (required). */
  sensitiveWords(sensitiveWords: string[]): this {
    this._sensitiveWords = sensitiveWords;
    return this;
  }

  /** The answer given instead of calling the model. */
  failureResponse(failureResponse: string): this {
    this._failureResponse = failureResponse;
    return this;
  }

  /** The advisor's order (default 0). */
  order(order: number): this {
    this._order = order;
    return this;
  }

  /** Whether words match regardless of case (default `false`, as in Spring AI 1.1.8). */
  caseInsensitive(caseInsensitive: boolean): this {
    this._caseInsensitive = caseInsensitive;
    return this;
  }

  /**
   * Builds the advisor; the constructor's checks apply.
   * @throws IllegalArgumentException `"Sensitive words must not be null!"`,
   *   `"Failure response must not be null!"`
   */
  build(): SafeGuardAdvisor {
    return new SafeGuardAdvisor(
      this._sensitiveWords as string[],
      this._failureResponse,
      this._order,
      this._caseInsensitive,
    );
  }
}

/**
 * An advisor that answers with a fixed failure response, without calling the model, when the
 * prompt's text contains one of the sensitive words.
 *
 * The prompt's text is the concatenation of its messages' texts. Matching is case-sensitive, as
 * in Spring AI 1.1.8, unless the advisor is built with `caseInsensitive` (Spring AI 2.0's
 * behaviour). The failure response carries a copy of the request context.
 *
 * @example
 * ```ts
 * import { ChatClient, SafeGuardAdvisor, type ChatModel } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * const safeGuard = SafeGuardAdvisor.builder()
 *   .sensitiveWords(['password', 'credit card'])
 *   .failureResponse('I cannot help with that.')
 *   .caseInsensitive(true)
 *   .build();
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(safeGuard).build();
 * // The model is not called: the answer is the failure response.
 * console.log(await chatClient.prompt('What is my PASSWORD?').call().content());
 * ```
 *
 * @remarks
 * The fourth constructor argument and `Builder.caseInsensitive` are additions. Case-insensitive
 * matching lower-cases with JavaScript's locale-independent `toLowerCase()` (Java 2.0 uses
 * `Locale.ROOT`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/SafeGuardAdvisor.html
 * @category Advisors
 */
export class SafeGuardAdvisor implements CallAdvisor, StreamAdvisor {
  /** @internal The default failure text (private in Spring AI 1.1.8, package-private in 2.0). */
  static readonly DEFAULT_FAILURE_RESPONSE = DEFAULT_FAILURE_RESPONSE;

  /** The builder type, as Java's nested `SafeGuardAdvisor.Builder`. */
  static readonly Builder = SafeGuardAdvisorBuilder;

  private readonly failureResponse: string;

  private readonly sensitiveWords: string[];

  private readonly order: number;

  private readonly caseInsensitive: boolean;

  /** An advisor with the default failure response, order 0 and case-sensitive matching. */
  constructor(sensitiveWords: string[]);
  /**
   * An advisor with the given failure response, order and matching. `null` arguments are
   * accepted by the types, as Java's, and rejected by the checks.
   */
  constructor(sensitiveWords: string[] | null, failureResponse: string | null, order: number, caseInsensitive?: boolean);
  /**
   * @throws IllegalArgumentException `"Sensitive words must not be null!"`,
   *   `"Failure response must not be null!"`
   */
  constructor(sensitiveWords: string[] | null, failureResponse?: string | null, order?: number, caseInsensitive?: boolean) {
    // Java's one-argument overload supplies the defaults; an explicit undefined is Java's null.
    const n = arguments.length;
    const response = n >= 2 ? failureResponse : DEFAULT_FAILURE_RESPONSE;
    Assert.notNull(sensitiveWords, 'Sensitive words must not be null!');
    Assert.notNull(response, 'Failure response must not be null!');
    this.sensitiveWords = sensitiveWords;
    this.failureResponse = response;
    this.order = order ?? DEFAULT_ORDER;
    this.caseInsensitive = caseInsensitive ?? false;
  }

  /** A new builder. */
  static builder(): SafeGuardAdvisorBuilder {
    return new SafeGuardAdvisorBuilder();
  }

  /** The class name of this instance. */
  getName(): string {
    return this.constructor.name;
  }

  /** Returns the failure response when a sensitive word matches; otherwise runs the chain. */
  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    if (this.matches(chatClientRequest)) {
      return this.createFailureResponse(chatClientRequest);
    }
    return callAdvisorChain.nextCall(chatClientRequest);
  }

  /** Emits the failure response when a sensitive word matches; otherwise streams the chain. */
  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    if (this.matches(chatClientRequest)) {
      return Flux.just(this.createFailureResponse(chatClientRequest));
    }
    return streamAdvisorChain.nextStream(chatClientRequest);
  }

  /** The advisor's order. */
  getOrder(): number {
    return this.order;
  }

  private matches(chatClientRequest: ChatClientRequest): boolean {
    if (this.sensitiveWords.length === 0) return false;
    const contents = chatClientRequest.prompt().getContents();
    if (!this.caseInsensitive) {
      return this.sensitiveWords.some((word) => contents.includes(word));
    }
    const lowerContents = contents.toLowerCase();
    return this.sensitiveWords.some((word) => lowerContents.includes(word.toLowerCase()));
  }

  private createFailureResponse(chatClientRequest: ChatClientRequest): ChatClientResponse {
    return ChatClientResponse.builder()
      .chatResponse(
        ChatResponse.builder()
          .generations([new Generation(new AssistantMessage(this.failureResponse))])
          .build(),
      )
      .context(new Map(chatClientRequest.context()))
      .build();
  }
}
