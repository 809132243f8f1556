/* Ported from Spring AI DefaultToolExecutionResult.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Message } from '../../chat/messages/Message.js';
// DefaultToolExecutionResult imports this file for its static `Builder`; it is used here only
// inside `build()`, so the cycle is safe.
import { DefaultToolExecutionResult } from './DefaultToolExecutionResult.js';

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
