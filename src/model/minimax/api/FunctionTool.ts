/* Ported from Spring AI MiniMaxApi.FunctionTool (v1.1.8). spring-ai-ts, Apache-2.0. */
import { FunctionToolFunction } from './FunctionToolFunction.js';
import { FunctionToolType } from './FunctionToolType.js';

/**
 * A tool offered to the model: a function, or MiniMax's legacy `web_search` tool.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.FunctionTool.html
 * @category Models/MiniMax
 */
export class FunctionTool {
  /** Java's nested enum `FunctionTool.Type`. */
  static readonly Type = FunctionToolType;
  /** Java's nested class `FunctionTool.Function`. */
  static readonly Function = FunctionToolFunction;

  private type: FunctionToolType = FunctionToolType.FUNCTION;
  private function: FunctionToolFunction | undefined;

  /** An empty function tool. */
  constructor();
  /** A function tool. */
  constructor(fn: FunctionToolFunction);
  /** A tool of the given type. */
  constructor(type: FunctionToolType, fn: FunctionToolFunction | undefined);
  constructor(first?: FunctionToolType | FunctionToolFunction, fn?: FunctionToolFunction) {
    if (first instanceof FunctionToolType) {
      this.type = first;
      this.function = fn ?? undefined;
    } else {
      this.function = first ?? undefined;
    }
  }

  /** The legacy web-search tool. */
  static webSearchFunctionTool(): FunctionTool {
    return new FunctionTool(FunctionToolType.WEB_SEARCH, undefined);
  }

  /** The tool type. */
  getType(): FunctionToolType {
    return this.type;
  }

  /** The function. */
  getFunction(): FunctionToolFunction | undefined {
    return this.function;
  }

  /** Sets the tool type. */
  setType(type: FunctionToolType): void {
    this.type = type;
  }

  /** Sets the function. */
  setFunction(fn: FunctionToolFunction | undefined): void {
    this.function = fn ?? undefined;
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    return this.function === undefined ? { type: this.type.getValue() } : { type: this.type.getValue(), function: this.function };
  }
}

/** Type-level view of the nested types of {@link FunctionTool}. */
export declare namespace FunctionTool {
  /** Java's `FunctionTool.Type`. */
  type Type = FunctionToolType;
  /** Java's `FunctionTool.Function`. */
  type Function = FunctionToolFunction;
}
