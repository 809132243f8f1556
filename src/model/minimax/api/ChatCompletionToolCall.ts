/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.ToolCall (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import type { ChatCompletionFunction } from './ChatCompletionFunction.js';

/**
 * A tool call requested by the model (Java's `ChatCompletionMessage.ToolCall`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.ToolCall.html
 * @category Models/MiniMax
 */
export class ChatCompletionToolCall {
  /**
   * @param callId - the call id
   * @param callType - the call type (`function`)
   * @param callFunction - the function and its arguments
   */
  constructor(
    private readonly callId: string | undefined,
    private readonly callType: string | undefined,
    private readonly callFunction: ChatCompletionFunction | undefined,
  ) {}

  /** The call id. */
  id(): string | undefined {
    return this.callId;
  }

  /** The call type. */
  type(): string | undefined {
    return this.callType;
  }

  /** The function and its arguments. */
  function(): ChatCompletionFunction | undefined {
    return this.callFunction;
  }

  /** Equal to a call with equal id, type and function. */
  equals(other: unknown): boolean {
    return (
      other instanceof ChatCompletionToolCall &&
      objectsEquals(this.callId, other.callId) &&
      objectsEquals(this.callType, other.callType) &&
      objectsEquals(this.callFunction, other.callFunction)
    );
  }

  /** A hash over id, type and function. */
  hashCode(): number {
    return objectsHash(this.callId, this.callType, this.callFunction);
  }
}
