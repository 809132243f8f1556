/* Ported from Spring AI OpenAiApi.FunctionTool.Type (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The type of a tool (`FunctionTool.Type`): only `function`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.FunctionTool.Type.html
 * @category Models/OpenAI
 */
export class FunctionToolType extends JsonEnum {
  /** `function`. */
  static readonly FUNCTION = new FunctionToolType('FUNCTION', 0, 'function');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): FunctionToolType {
    return FunctionToolType.constantNamed('Type', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): FunctionToolType | undefined {
    return FunctionToolType.constantWithValue(value);
  }
}
