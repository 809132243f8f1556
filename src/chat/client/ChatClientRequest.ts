/* Ported from Spring AI ChatClientRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import { ContextBuilder } from './internal/ContextBuilder.js';
import type { Prompt } from '../prompt/Prompt.js';

/** Throws unless every key of the map is present (Java's `noNullElements(context.keySet())`). */
function checkKeys(context: Map<string, unknown>, message: string): void {
  for (const key of context.keys()) {
    if (key === null || key === undefined) Assert.notNull(key, message);
  }
}

/**
 * Builds a {@link ChatClientRequest}; reachable as `ChatClientRequest.Builder`.
 *
 * @remarks
 * Java's nested `ChatClientRequest.Builder` lives in the record's file, declared first so the
 * record's static `Builder` can refer to it. Obtain it from
 * {@link ChatClientRequest.builder} or {@link ChatClientRequest.mutate}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientRequest.Builder.html
 * @category Chat Client
 */
export class ChatClientRequestBuilder extends ContextBuilder {
  private _prompt: Prompt | undefined;

  /** @internal Use {@link ChatClientRequest.builder}. */
  constructor() {
    super();
  }

  /**
   * Sets the prompt.
   * @throws IllegalArgumentException `"prompt cannot be null"`
   */
  prompt(prompt: Prompt): this {
    Assert.notNull(prompt, 'prompt cannot be null');
    this._prompt = prompt;
    return this;
  }

  /**
   * Builds the request; the record's checks apply.
   * @throws IllegalArgumentException `"prompt cannot be null"` when no prompt was set
   */
  build(): ChatClientRequest {
    return new ChatClientRequest(this._prompt as Prompt, this._context);
  }
}

/**
 * What a `ChatClient` hands to its advisor chain: the {@link Prompt} for the model plus a
 * mutable context map that advisors use to pass data along the chain.
 *
 * @remarks
 * The context is a `Map<string, unknown>`. The constructor and the builder also accept a plain
 * object, copied into a new `Map` (a `Map` given to the constructor is kept as is, as the Java
 * record keeps the reference). `toString()` imitates the Java record's text.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClientRequest.html
 * @category Chat Client
 */
export class ChatClientRequest {
  /** The builder type, as Java's nested `ChatClientRequest.Builder`. */
  static readonly Builder = ChatClientRequestBuilder;

  private readonly _prompt: Prompt;

  private readonly _context: Map<string, unknown>;

  /**
   * @param prompt - the prompt for the model
   * @param context - data carried through the advisor chain (a `Map` or a plain object)
   * @throws IllegalArgumentException `"prompt cannot be null"`, `"context cannot be null"`,
   *   `"context keys cannot be null"`
   */
  constructor(prompt: Prompt, context: Map<string, unknown> | Record<string, unknown>) {
    Assert.notNull(prompt, 'prompt cannot be null');
    Assert.notNull(context, 'context cannot be null');
    const map = context instanceof Map ? context : new Map(Object.entries(context));
    checkKeys(map, 'context keys cannot be null');
    this._prompt = prompt;
    this._context = map;
  }

  /** The prompt for the model. */
  prompt(): Prompt {
    return this._prompt;
  }

  /** The mutable context map shared along the chain. */
  context(): Map<string, unknown> {
    return this._context;
  }

  /** A copy with a copied prompt and a new context map holding the same entries. */
  copy(): ChatClientRequest {
    return new ChatClientRequest(this._prompt.copy(), new Map(this._context));
  }

  /** A builder pre-filled with a copy of the prompt and of the context. */
  mutate(): ChatClientRequestBuilder {
    return new ChatClientRequestBuilder().prompt(this._prompt.copy()).context(new Map(this._context));
  }

  /** A new, empty builder. */
  static builder(): ChatClientRequestBuilder {
    return new ChatClientRequestBuilder();
  }

  /** Record equality: equal prompts and equal context entries. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ChatClientRequest)) return false;
    return objectsEquals(this._prompt, other._prompt) && objectsEquals(this._context, other._context);
  }

  /** Record hash code, consistent with {@link ChatClientRequest.equals}. */
  hashCode(): number {
    return objectsHash(this._prompt, this._context);
  }

  /** The record's text, `ChatClientRequest[prompt=…, context={…}]`. */
  toString(): string {
    return `ChatClientRequest[prompt=${javaToString(this._prompt)}, context=${javaToString(this._context)}]`;
  }
}
