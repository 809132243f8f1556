/* Ported from Spring AI ChatClientResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import { ContextBuilder } from './internal/ContextBuilder.js';
import type { ChatResponse } from '../model/ChatResponse.js';

/**
 * Builds a {@link ChatClientResponse}; reachable as `ChatClientResponse.Builder`.
 *
 * @remarks
 * Java's nested `ChatClientResponse.Builder` lives in the record's file, declared first so the
 * record's static `Builder` can refer to it. Obtain it from {@link ChatClientResponse.builder} or
 * {@link ChatClientResponse.mutate}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientResponse.Builder.html
 * @category Chat Client
 */
export class ChatClientResponseBuilder extends ContextBuilder {
  private _chatResponse: ChatResponse | undefined;

  /** @internal Use {@link ChatClientResponse.builder}. */
  constructor() {
    super();
  }

  /** Sets the model's response (may be absent). */
  chatResponse(chatResponse: ChatResponse | undefined | null): this {
    this._chatResponse = chatResponse ?? undefined;
    return this;
  }

  /** Builds the response; the record's checks apply. */
  build(): ChatClientResponse {
    return new ChatClientResponse(this._chatResponse, this._context);
  }
}

/**
 * What an advisor chain returns to a `ChatClient`: the model's {@link ChatResponse} (absent
 * when no model was called) plus the context map carried along the chain.
 *
 * @remarks
 * The context is a `Map<string, unknown>`. The constructor and the builder also accept a plain
 * object, copied into a new `Map` (a `Map` given to the constructor is kept as is, as the Java
 * record keeps the reference). `toString()` imitates the Java record's text.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientResponse.html
 * @category Chat Client
 */
export class ChatClientResponse {
  /** The builder type, as Java's nested `ChatClientResponse.Builder`. */
  static readonly Builder = ChatClientResponseBuilder;

  private readonly _chatResponse: ChatResponse | undefined;

  private readonly _context: Map<string, unknown>;

  /**
   * @param chatResponse - the model's response, or `undefined`
   * @param context - data carried through the advisor chain (a `Map` or a plain object)
   * @throws IllegalArgumentException `"context cannot be null"`, `"context keys cannot be null"`
   */
  constructor(
    chatResponse: ChatResponse | undefined | null,
    context: Map<string, unknown> | Record<string, unknown>,
  ) {
    Assert.notNull(context, 'context cannot be null');
    const map = context instanceof Map ? context : new Map(Object.entries(context));
    if (map.size > 0) {
      for (const key of map.keys()) {
        if (key === null || key === undefined) Assert.notNull(key, 'context keys cannot be null');
      }
    }
    this._chatResponse = chatResponse ?? undefined;
    this._context = map;
  }

  /** The model's response, or `undefined`. */
  chatResponse(): ChatResponse | undefined {
    return this._chatResponse;
  }

  /** The mutable context map carried along the chain. */
  context(): Map<string, unknown> {
    return this._context;
  }

  /** A copy with the same chat response and a new context map holding the same entries. */
  copy(): ChatClientResponse {
    return new ChatClientResponse(this._chatResponse, new Map(this._context));
  }

  /** A builder pre-filled with the chat response and a copy of the context. */
  mutate(): ChatClientResponseBuilder {
    return new ChatClientResponseBuilder().chatResponse(this._chatResponse).context(new Map(this._context));
  }

  /** A new, empty builder. */
  static builder(): ChatClientResponseBuilder {
    return new ChatClientResponseBuilder();
  }

  /** Record equality: equal chat responses and equal context entries. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ChatClientResponse)) return false;
    return objectsEquals(this._chatResponse, other._chatResponse) && objectsEquals(this._context, other._context);
  }

  /** Record hash code, consistent with {@link ChatClientResponse.equals}. */
  hashCode(): number {
    return objectsHash(this._chatResponse, this._context);
  }

  /** The record's text, `ChatClientResponse[chatResponse=…, context={…}]`. */
  toString(): string {
    return `ChatClientResponse[chatResponse=${javaToString(this._chatResponse)}, context=${javaToString(this._context)}]`;
  }
}
