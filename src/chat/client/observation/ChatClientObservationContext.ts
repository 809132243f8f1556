/* Ported from Spring AI ChatClientObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import { StringUtils } from '../../../java/core/StringUtils.js';
import { ObservationContext } from '../../../java/micrometer/observation/ObservationContext.js';
import { AiOperationMetadata } from '../../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../../observation/conventions/AiOperationType.js';
import { AiProvider } from '../../../observation/conventions/AiProvider.js';
import type { Advisor } from '../advisor/api/Advisor.js';
import { ChatClientAttributes } from '../ChatClientAttributes.js';
import type { ChatClientRequest } from '../ChatClientRequest.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';

/**
 * Builds a {@link ChatClientObservationContext}; reachable as `ChatClientObservationContext.Builder`.
 *
 * @remarks
 * Declared in the context's file, before it, so the static `Builder` can refer to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationContext.Builder.html
 * @category Observation
 */
export class ChatClientObservationContextBuilder {
  private chatClientRequest: ChatClientRequest | undefined;
  private advisorList: Advisor[] = [];
  private formatValue: string | undefined;
  private isStream = false;

  /** @internal Use {@link ChatClientObservationContext.builder}. */
  constructor() {}

  /** The request being observed (required). */
  request(chatClientRequest: ChatClientRequest): this {
    this.chatClientRequest = chatClientRequest;
    return this;
  }

  /** The output format; when it has text it is stored in the request context as `OUTPUT_FORMAT`. */
  format(format: string | undefined): this {
    this.formatValue = format;
    return this;
  }

  /** The advisors of the chain. */
  advisors(advisors: Advisor[]): this {
    this.advisorList = advisors;
    return this;
  }

  /** Whether the call streams. */
  stream(isStream: boolean): this {
    this.isStream = isStream;
    return this;
  }

  /**
   * Creates the context.
   * @throws IllegalArgumentException `"chatClientRequest cannot be null"`, `"advisors cannot be null"`,
   *   `"advisors cannot contain null elements"`
   */
  build(): ChatClientObservationContext {
    if (StringUtils.hasText(this.formatValue)) {
      this.chatClientRequest?.context().set(ChatClientAttributes.OUTPUT_FORMAT.getKey(), this.formatValue);
    }
    return new ChatClientObservationContext(this.chatClientRequest as ChatClientRequest, this.advisorList, this.isStream);
  }
}

/**
 * The context of a `spring.ai.chat.client` observation: the request, the advisors of the chain,
 * whether it streams, and (once known) the response.
 *
 * @remarks
 * The constructor is public and internal (package-private in Java).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationContext.html
 * @category Observation
 */
export class ChatClientObservationContext extends ObservationContext {
  /** Java's nested `ChatClientObservationContext.Builder`. */
  static readonly Builder = ChatClientObservationContextBuilder;

  private readonly request: ChatClientRequest;
  private response: ChatClientResponse | undefined;
  private readonly advisors: Advisor[];
  private readonly stream: boolean;
  private readonly operationMetadata = new AiOperationMetadata(
    AiOperationType.FRAMEWORK.value(),
    AiProvider.SPRING_AI.value(),
  );

  /** @internal Use {@link ChatClientObservationContext.builder}. */
  constructor(chatClientRequest: ChatClientRequest, advisors: Advisor[], isStream: boolean) {
    super();
    Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
    Assert.notNull(advisors, 'advisors cannot be null');
    Assert.noNullElements(advisors, 'advisors cannot contain null elements');
    this.request = chatClientRequest;
    this.advisors = advisors;
    this.stream = isStream;
  }

  /** A new builder. */
  static builder(): ChatClientObservationContextBuilder {
    return new ChatClientObservationContextBuilder();
  }

  /** The observed request. */
  getRequest(): ChatClientRequest {
    return this.request;
  }

  /** Operation `framework`, provider `spring_ai`. */
  getOperationMetadata(): AiOperationMetadata {
    return this.operationMetadata;
  }

  /** The advisors of the chain. */
  getAdvisors(): Advisor[] {
    return this.advisors;
  }

  /** Whether the call streams. */
  isStream(): boolean {
    return this.stream;
  }

  /** The `OUTPUT_FORMAT` of the request context, when it is a string. */
  getFormat(): string | undefined {
    const format = this.request.context().get(ChatClientAttributes.OUTPUT_FORMAT.getKey());
    return typeof format === 'string' ? format : undefined;
  }

  /** The response, once the call has one (for streams: the aggregated response). */
  getResponse(): ChatClientResponse | undefined {
    return this.response;
  }

  /** Records the response. */
  setResponse(response: ChatClientResponse): void {
    this.response = response;
  }
}

/**
 * Type-level view of the nested Java types of {@link ChatClientObservationContext}.
 *
 * @category Observation
 */
export declare namespace ChatClientObservationContext {
  /** Java's `ChatClientObservationContext.Builder`. */
  type Builder = ChatClientObservationContextBuilder;
}
