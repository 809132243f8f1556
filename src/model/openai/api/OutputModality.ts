/* Ported from Spring AI OpenAiApi.OutputModality (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * An output modality (`modalities`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.OutputModality.html
 * @category Models/OpenAI
 */
export class OutputModality extends JsonEnum {
  /** `audio`. */
  static readonly AUDIO = new OutputModality('AUDIO', 0, 'audio');
  /** `text`. */
  static readonly TEXT = new OutputModality('TEXT', 1, 'text');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): OutputModality {
    return OutputModality.constantNamed('OutputModality', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): OutputModality | undefined {
    return OutputModality.constantWithValue(value);
  }
}
