/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.AudioOutput (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * Audio the model produced (`ChatCompletionMessage.AudioOutput`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.AudioOutput.html
 * @category Models/OpenAI
 */
export class AudioOutput {
  private readonly id_: string | undefined;
  private readonly data_: string | undefined;
  private readonly expiresAt_: number | undefined;
  private readonly transcript_: string | undefined;

  /**
   * @param id - the audio id
   * @param data - the audio, base64
   * @param expiresAt - when the audio expires, seconds since the epoch
   * @param transcript - the transcript
   */
  constructor(id?: string, data?: string, expiresAt?: number, transcript?: string) {
    this.id_ = id ?? undefined;
    this.data_ = data ?? undefined;
    this.expiresAt_ = expiresAt ?? undefined;
    this.transcript_ = transcript ?? undefined;
  }

  /** The audio id (`id`). */
  id(): string | undefined {
    return this.id_;
  }

  /** The audio, base64 (`data`). */
  data(): string | undefined {
    return this.data_;
  }

  /** When the audio expires, seconds since the epoch (`expires_at`). */
  expiresAt(): number | undefined {
    return this.expiresAt_;
  }

  /** The transcript (`transcript`). */
  transcript(): string | undefined {
    return this.transcript_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof AudioOutput)) return false;
    return objectsEquals(this.id_, other.id_) && objectsEquals(this.data_, other.data_) && objectsEquals(this.expiresAt_, other.expiresAt_) && objectsEquals(this.transcript_, other.transcript_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.id_, this.data_, this.expiresAt_, this.transcript_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { id: this.id_, data: this.data_, expires_at: this.expiresAt_, transcript: this.transcript_ };
  }
}
