/* Ported from Spring AI DefaultToolExecutionResult (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Message } from '../../chat/messages/Message.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ToolExecutionResult } from './ToolExecutionResult.js';

/**
 * Builds a {@link DefaultToolExecutionResult}; also reachable as
 * `DefaultToolExecutionResult.Builder`. Defaults: an empty history, `returnDirect` false.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolExecutionResult.Builder.html
 * @category Tool Calling
 */
export class DefaultToolExecutionResultBuilder {
  private conversationHistoryValue: Message[] = [];
  private returnDirectValue = false;

  /** Sets the conversation history (kept by reference). */
  conversationHistory(conversationHistory: Message[]): this {
    this.conversationHistoryValue = conversationHistory;
    return this;
  }

  /** Sets whether the tool responses go straight back to the caller. */
  returnDirect(returnDirect: boolean): this {
    this.returnDirectValue = returnDirect;
    return this;
  }

  /**
   * Builds the result; the checks of the {@link DefaultToolExecutionResult} constructor apply.
   * @throws IllegalArgumentException when the history is missing or has missing elements
   */
  build(): DefaultToolExecutionResult {
    return new DefaultToolExecutionResult(this.conversationHistoryValue, this.returnDirectValue);
  }
}

/**
 * The result of one round of tool execution: the conversation so far (ending with the tool
 * responses) and whether those responses go straight back to the caller.
 *
 * A record in Java: positional constructor, accessor methods, value `equals`/`hashCode`.
 *
 * @remarks
 * The history array is kept by reference, as Java keeps the list it is given.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolExecutionResult.html
 * @category Tool Calling
 */
export class DefaultToolExecutionResult implements ToolExecutionResult {
  /** The builder class, as Java's nested `DefaultToolExecutionResult.Builder`. */
  static readonly Builder = DefaultToolExecutionResultBuilder;

  private readonly _conversationHistory: Message[];
  private readonly _returnDirect: boolean;

  /**
   * @throws IllegalArgumentException `"conversationHistory cannot be null"`,
   *   `"conversationHistory cannot contain null elements"`
   */
  constructor(conversationHistory: Message[], returnDirect: boolean) {
    Assert.notNull(conversationHistory, 'conversationHistory cannot be null');
    Assert.noNullElements(conversationHistory, 'conversationHistory cannot contain null elements');
    this._conversationHistory = conversationHistory;
    this._returnDirect = returnDirect;
  }

  /** A new builder (empty history, `returnDirect` false). */
  static builder(): DefaultToolExecutionResultBuilder {
    return new DefaultToolExecutionResultBuilder();
  }

  /** The conversation so far, including the assistant's tool calls and the tool responses. */
  conversationHistory(): Message[] {
    return this._conversationHistory;
  }

  /** Whether the tool responses go straight back to the caller instead of to the model. */
  returnDirect(): boolean {
    return this._returnDirect;
  }

  /** Record equality: same history (element by element) and same flag. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof DefaultToolExecutionResult)) return false;
    return (
      this._returnDirect === other.returnDirect() && objectsEquals(this._conversationHistory, other.conversationHistory())
    );
  }

  /** Record hash code, consistent with {@link DefaultToolExecutionResult.equals}. */
  hashCode(): number {
    return objectsHash(this._conversationHistory, this._returnDirect);
  }

  /** Java's record `toString`. */
  toString(): string {
    return `DefaultToolExecutionResult[conversationHistory=${javaToString(this._conversationHistory)}, returnDirect=${String(this._returnDirect)}]`;
  }
}

/**
 * Type-level view of the nested Java types of {@link DefaultToolExecutionResult}.
 *
 * @category Tool Calling
 */
export declare namespace DefaultToolExecutionResult {
  /** Java's `DefaultToolExecutionResult.Builder`. */
  type Builder = DefaultToolExecutionResultBuilder;
}
