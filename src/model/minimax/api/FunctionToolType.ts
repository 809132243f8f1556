/* Ported from Spring AI MiniMaxApi.FunctionTool.Type (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonValuedEnum } from './internal/JsonValuedEnum.js';

/**
 * The kind of a tool (`type`); Java's `FunctionTool.Type`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.FunctionTool.Type.html
 * @category Models/MiniMax
 */
export class FunctionToolType extends JsonValuedEnum {
  /** `function`. */
  static readonly FUNCTION = new FunctionToolType('FUNCTION', 0, 'function');
  /** `web_search`. */
  static readonly WEB_SEARCH = new FunctionToolType('WEB_SEARCH', 1, 'web_search');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): FunctionToolType {
    return FunctionToolType.constantNamed('FunctionTool.Type', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): FunctionToolType | undefined {
    return FunctionToolType.constantWithValue(value);
  }
}
