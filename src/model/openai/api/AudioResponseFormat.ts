/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.AudioParameters.AudioResponseFormat (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The format of audio output (`AudioParameters.AudioResponseFormat`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.AudioParameters.AudioResponseFormat.html
 * @category Models/OpenAI
 */
export class AudioResponseFormat extends JsonEnum {
  /** `mp3`. */
  static readonly MP3 = new AudioResponseFormat('MP3', 0, 'mp3');
  /** `flac`. */
  static readonly FLAC = new AudioResponseFormat('FLAC', 1, 'flac');
  /** `opus`. */
  static readonly OPUS = new AudioResponseFormat('OPUS', 2, 'opus');
  /** `pcm16`. */
  static readonly PCM16 = new AudioResponseFormat('PCM16', 3, 'pcm16');
  /** `wav`. */
  static readonly WAV = new AudioResponseFormat('WAV', 4, 'wav');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): AudioResponseFormat {
    return AudioResponseFormat.constantNamed('AudioResponseFormat', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): AudioResponseFormat | undefined {
    return AudioResponseFormat.constantWithValue(value);
  }
}
