/* Ported from Spring AI AdvisorObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { ObservationContext } from '../../../../java/micrometer/observation/ObservationContext.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import type { ChatClientResponse } from '../../ChatClientResponse.js';

/**
 * Builds an {@link AdvisorObservationContext}; reachable as `AdvisorObservationContext.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationContext.Builder.html
 * @category Observation
 */
export class AdvisorObservationContextBuilder {
  private _advisorName: string | undefined;

  private _chatClientRequest: ChatClientRequest | undefined;

  private _order = 0;

  /** @internal Use {@link AdvisorObservationContext.builder}. */
  constructor() {}

  /** Sets the advisor's name (required). */
  advisorName(advisorName: string): this {
    this._advisorName = advisorName;
    return this;
  }

  /** Sets the request the advisor receives (required). */
  chatClientRequest(chatClientRequest: ChatClientRequest): this {
    this._chatClientRequest = chatClientRequest;
    return this;
  }

  /** Sets the advisor's order (default 0). */
  order(order: number): this {
    this._order = order;
    return this;
  }

  /**
   * Builds the context.
   * @throws IllegalArgumentException `"advisorName cannot be null or empty"`,
   *   `"chatClientRequest cannot be null"`
   */
  build(): AdvisorObservationContext {
    return new AdvisorObservationContext(
      this._advisorName as string,
      this._chatClientRequest as ChatClientRequest,
      this._order,
    );
  }
}

/**
 * The observation context of one advisor hop: the advisor's name and order, the request it
 * received and, once known, the response it returned.
 *
 * @remarks
 * Java's constructor is package-private; here it is public but marked internal. Use the builder.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationContext.html
 * @category Observation
 */
export class AdvisorObservationContext extends ObservationContext {
  /** The builder type, as Java's nested `AdvisorObservationContext.Builder`. */
  static readonly Builder = AdvisorObservationContextBuilder;

  private readonly advisorName: string;

  private readonly chatClientRequest: ChatClientRequest;

  private readonly order: number;

  private chatClientResponse: ChatClientResponse | undefined;

  /** @internal Use {@link AdvisorObservationContext.builder}. */
  constructor(advisorName: string, chatClientRequest: ChatClientRequest, order: number) {
    super();
    Assert.hasText(advisorName, 'advisorName cannot be null or empty');
    Assert.notNull(chatClientRequest, 'chatClientRequest cannot be null');
    this.advisorName = advisorName;
    this.chatClientRequest = chatClientRequest;
    this.order = order;
  }

  /** A new builder. */
  static builder(): AdvisorObservationContextBuilder {
    return new AdvisorObservationContextBuilder();
  }

  /** The advisor's name. */
  getAdvisorName(): string {
    return this.advisorName;
  }

  /** The request the advisor received. */
  getChatClientRequest(): ChatClientRequest {
    return this.chatClientRequest;
  }

  /** The advisor's order. */
  getOrder(): number {
    return this.order;
  }

  /** The response the advisor returned (for a stream: the aggregated response), if known. */
  getChatClientResponse(): ChatClientResponse | undefined {
    return this.chatClientResponse;
  }

  /** Records the response. */
  setChatClientResponse(chatClientResponse: ChatClientResponse | undefined): void {
    this.chatClientResponse = chatClientResponse ?? undefined;
  }
}
