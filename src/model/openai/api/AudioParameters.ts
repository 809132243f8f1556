/* Ported from Spring AI OpenAiApi.ChatCompletionRequest.AudioParameters (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { AudioResponseFormat } from './AudioResponseFormat.js';
import { AudioVoice } from './AudioVoice.js';

/**
 * The audio output parameters of a request (`audio`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.AudioParameters.html
 * @category Models/OpenAI
 */
export class AudioParameters {
  /** Java's nested enum `AudioParameters.Voice`. */
  static readonly Voice = AudioVoice;
  /** Java's nested enum `AudioParameters.AudioResponseFormat`. */
  static readonly AudioResponseFormat = AudioResponseFormat;

  private readonly voice_: AudioVoice | undefined;
  private readonly format_: AudioResponseFormat | undefined;

  /**
   * @param voice - the voice
   * @param format - the audio format
   */
  constructor(voice?: AudioVoice, format?: AudioResponseFormat) {
    this.voice_ = voice ?? undefined;
    this.format_ = format ?? undefined;
  }

  /** The voice (`voice`). */
  voice(): AudioVoice | undefined {
    return this.voice_;
  }

  /** The audio format (`format`). */
  format(): AudioResponseFormat | undefined {
    return this.format_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof AudioParameters)) return false;
    return objectsEquals(this.voice_, other.voice_) && objectsEquals(this.format_, other.format_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.voice_, this.format_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { voice: this.voice_, format: this.format_ };
  }
}
