/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.MediaContent.InputAudio.Format (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The format of input audio (`InputAudio.Format`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.MediaContent.InputAudio.Format.html
 * @category Models/OpenAI
 */
export class InputAudioFormat extends JsonEnum {
  /** `mp3`. */
  static readonly MP3 = new InputAudioFormat('MP3', 0, 'mp3');
  /** `wav`. */
  static readonly WAV = new InputAudioFormat('WAV', 1, 'wav');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): InputAudioFormat {
    return InputAudioFormat.constantNamed('Format', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): InputAudioFormat | undefined {
    return InputAudioFormat.constantWithValue(value);
  }
}
