/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.ChatCompletionFunction (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * The function of a tool call: its name and its arguments as a JSON string.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.ChatCompletionFunction.html
 * @category Models/MiniMax
 */
export class ChatCompletionFunction {
  /**
   * @param functionName - the function name
   * @param functionArguments - the arguments, a JSON string
   */
  constructor(
    private readonly functionName: string | undefined,
    private readonly functionArguments: string | undefined,
  ) {}

  /** The function name. */
  name(): string | undefined {
    return this.functionName;
  }

  /** The arguments (a JSON string). */
  arguments(): string | undefined {
    return this.functionArguments;
  }

  /** Equal to a function with the same name and arguments. */
  equals(other: unknown): boolean {
    return (
      other instanceof ChatCompletionFunction &&
      objectsEquals(this.functionName, other.functionName) &&
      objectsEquals(this.functionArguments, other.functionArguments)
    );
  }

  /** A hash over name and arguments. */
  hashCode(): number {
    return objectsHash(this.functionName, this.functionArguments);
  }
}
