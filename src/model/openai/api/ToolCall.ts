/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.ToolCall (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import type { ChatCompletionFunction } from './ChatCompletionFunction.js';

/**
 * A tool call requested by the model (`ChatCompletionMessage.ToolCall`); `index` is set on stream fragments.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.ToolCall.html
 * @category Models/OpenAI
 */
export class ToolCall {
  private readonly index_: number | undefined;
  private readonly id_: string | undefined;
  private readonly type_: string | undefined;
  private readonly function_: ChatCompletionFunction | undefined;

  /** A call without index. */
  constructor(id: string | undefined, type: string | undefined, fn: ChatCompletionFunction | undefined);
  /** Every component, in Java's order. */
  constructor(index: number | undefined, id: string | undefined, type: string | undefined, fn: ChatCompletionFunction | undefined);
  constructor(...args: unknown[]) {
    const [a, b, c, d] = args.length === 3 ? [undefined, ...args] : args;
    this.index_ = (a as number | undefined) ?? undefined;
    this.id_ = (b as string | undefined) ?? undefined;
    this.type_ = (c as string | undefined) ?? undefined;
    this.function_ = (d as ChatCompletionFunction | undefined) ?? undefined;
  }

  /** The position of the call in a streamed response (`index`). */
  index(): number | undefined {
    return this.index_;
  }

  /** The call id (`id`). */
  id(): string | undefined {
    return this.id_;
  }

  /** The call type (`function`) (`type`). */
  type(): string | undefined {
    return this.type_;
  }

  /** The function and its arguments (`function`). */
  function(): ChatCompletionFunction | undefined {
    return this.function_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ToolCall)) return false;
    return objectsEquals(this.index_, other.index_) && objectsEquals(this.id_, other.id_) && objectsEquals(this.type_, other.type_) && objectsEquals(this.function_, other.function_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.index_, this.id_, this.type_, this.function_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { index: this.index_, id: this.id_, type: this.type_, function: this.function_ };
  }
}
