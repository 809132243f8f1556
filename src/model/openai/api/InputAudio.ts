/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.MediaContent.InputAudio (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { InputAudioFormat } from './InputAudioFormat.js';

/**
 * Audio input (`MediaContent.InputAudio`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.MediaContent.InputAudio.html
 * @category Models/OpenAI
 */
export class InputAudio {
  /** Java's nested enum `InputAudio.Format`. */
  static readonly Format = InputAudioFormat;

  private readonly data_: string | undefined;
  private readonly format_: InputAudioFormat | undefined;

  /**
   * @param data - the audio, base64
   * @param format - the format
   */
  constructor(data?: string, format?: InputAudioFormat) {
    this.data_ = data ?? undefined;
    this.format_ = format ?? undefined;
  }

  /** The audio, base64 (`data`). */
  data(): string | undefined {
    return this.data_;
  }

  /** The format (`format`). */
  format(): InputAudioFormat | undefined {
    return this.format_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof InputAudio)) return false;
    return objectsEquals(this.data_, other.data_) && objectsEquals(this.format_, other.format_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.data_, this.format_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { data: this.data_, format: this.format_ };
  }
}
