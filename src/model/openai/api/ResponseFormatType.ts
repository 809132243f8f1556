/* Ported from Spring AI ResponseFormat.Type (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The type of a response format (`ResponseFormat.Type`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/ResponseFormat.Type.html
 * @category Models/OpenAI
 */
export class ResponseFormatType extends JsonEnum {
  /** `text`. */
  static readonly TEXT = new ResponseFormatType('TEXT', 0, 'text');
  /** `json_object`. */
  static readonly JSON_OBJECT = new ResponseFormatType('JSON_OBJECT', 1, 'json_object');
  /** `json_schema`. */
  static readonly JSON_SCHEMA = new ResponseFormatType('JSON_SCHEMA', 2, 'json_schema');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): ResponseFormatType {
    return ResponseFormatType.constantNamed('Type', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): ResponseFormatType | undefined {
    return ResponseFormatType.constantWithValue(value);
  }
}
