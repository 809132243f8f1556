/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.ChatCompletionFunction (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * The function a tool call invokes: its name and JSON arguments.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.ChatCompletionFunction.html
 * @category Models/OpenAI
 */
export class ChatCompletionFunction {
  private readonly name_: string | undefined;
  private readonly arguments_: string | undefined;

  /**
   * @param name - the function name
   * @param args - the arguments, a JSON string
   */
  constructor(name?: string, args?: string) {
    this.name_ = name ?? undefined;
    this.arguments_ = args ?? undefined;
  }

  /** The function name (`name`). */
  name(): string | undefined {
    return this.name_;
  }

  /** The arguments, a JSON string (`arguments`). */
  arguments(): string | undefined {
    return this.arguments_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ChatCompletionFunction)) return false;
    return objectsEquals(this.name_, other.name_) && objectsEquals(this.arguments_, other.arguments_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.name_, this.arguments_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { name: this.name_, arguments: this.arguments_ };
  }
}
