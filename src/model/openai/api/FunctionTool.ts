/* Ported from Spring AI OpenAiApi.FunctionTool (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { FunctionToolFunction } from './FunctionToolFunction.js';
import { FunctionToolType } from './FunctionToolType.js';

/**
 * A tool the model may call (`tools`): a function with its JSON-schema parameters.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.FunctionTool.html
 * @category Models/OpenAI
 */
export class FunctionTool {
  /** Java's nested class `FunctionTool.Function`. */
  static readonly Function = FunctionToolFunction;
  /** Java's nested enum `FunctionTool.Type`. */
  static readonly Type = FunctionToolType;

  private type: FunctionToolType | undefined = FunctionToolType.FUNCTION;
  private function: FunctionToolFunction | undefined;

  /** An empty tool (type `function`). */
  constructor();
  /** A function tool. */
  constructor(fn: FunctionToolFunction);
  /** A tool of `type`. */
  constructor(type: FunctionToolType, fn: FunctionToolFunction);
  constructor(first?: FunctionToolType | FunctionToolFunction, second?: FunctionToolFunction) {
    if (first instanceof FunctionToolType) {
      this.type = first;
      this.function = second;
    } else {
      this.function = first;
    }
  }

  /** The tool type. */
  getType(): FunctionToolType | undefined {
    return this.type;
  }

  /** The function. */
  getFunction(): FunctionToolFunction | undefined {
    return this.function;
  }

  /** Sets the tool type. */
  setType(type: FunctionToolType | undefined): void {
    this.type = type ?? undefined;
  }

  /** Sets the function. */
  setFunction(fn: FunctionToolFunction | undefined): void {
    this.function = fn ?? undefined;
  }

  /** Equal to a tool with equal type and function. */
  equals(other: unknown): boolean {
    return other instanceof FunctionTool && this.type === other.type && objectsEquals(this.function, other.function);
  }

  /** A hash over type and function. */
  hashCode(): number {
    return objectsHash(this.type, this.function);
  }

  /** The JSON body. */
  toJSON(): Record<string, unknown> {
    return { type: this.type, function: this.function };
  }
}

/** Type-level view of the nested Java types of {@link FunctionTool}. */
export declare namespace FunctionTool {
  /** Java's `FunctionTool.Function`. */
  type Function = FunctionToolFunction;
  /** Java's `FunctionTool.Type`. */
  type Type = FunctionToolType;
}
