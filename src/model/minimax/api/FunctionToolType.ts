/* Ported from Spring AI MiniMaxApi.FunctionTool.Type (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumFromValue, enumValueOf } from './internal/enums.js';

/**
 * The kind of a tool (`type`); Java's `FunctionTool.Type`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.FunctionTool.Type.html
 * @category Models/MiniMax
 */
export class FunctionToolType {
  /** `function`. */
  static readonly FUNCTION = new FunctionToolType('FUNCTION', 0, 'function');
  /** `web_search`. */
  static readonly WEB_SEARCH = new FunctionToolType('WEB_SEARCH', 1, 'web_search');

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly value: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): FunctionToolType[] {
    return [FunctionToolType.FUNCTION, FunctionToolType.WEB_SEARCH, ];
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static valueOf(name: string): FunctionToolType {
    return enumValueOf(FunctionToolType.values(), 'FunctionTool.Type', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): FunctionToolType | undefined {
    return enumFromValue(FunctionToolType.values(), value);
  }

  /** The constant's name. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The JSON value. */
  getValue(): string {
    return this.value;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }

  /** The JSON value. */
  toJSON(): string {
    return this.value;
  }
}
