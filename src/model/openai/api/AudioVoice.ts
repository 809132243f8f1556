/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.AudioParameters.Voice (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The voice of audio output (`AudioParameters.Voice`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.AudioParameters.Voice.html
 * @category Models/OpenAI
 */
export class AudioVoice extends JsonEnum {
  /** `alloy`. */
  static readonly ALLOY = new AudioVoice('ALLOY', 0, 'alloy');
  /** `ash`. */
  static readonly ASH = new AudioVoice('ASH', 1, 'ash');
  /** `ballad`. */
  static readonly BALLAD = new AudioVoice('BALLAD', 2, 'ballad');
  /** `coral`. */
  static readonly CORAL = new AudioVoice('CORAL', 3, 'coral');
  /** `echo`. */
  static readonly ECHO = new AudioVoice('ECHO', 4, 'echo');
  /** `fable`. */
  static readonly FABLE = new AudioVoice('FABLE', 5, 'fable');
  /** `onyx`. */
  static readonly ONYX = new AudioVoice('ONYX', 6, 'onyx');
  /** `nova`. */
  static readonly NOVA = new AudioVoice('NOVA', 7, 'nova');
  /** `sage`. */
  static readonly SAGE = new AudioVoice('SAGE', 8, 'sage');
  /** `shimmer`. */
  static readonly SHIMMER = new AudioVoice('SHIMMER', 9, 'shimmer');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): AudioVoice {
    return AudioVoice.constantNamed('Voice', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): AudioVoice | undefined {
    return AudioVoice.constantWithValue(value);
  }
}
