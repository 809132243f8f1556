/* spring-ai-ts, Apache-2.0. The eight portable option fields of ChatOptions, written once. */
import { CommonChatOptionFields } from './CommonChatOptionFields.js';

/**
 * The eight fields of `ChatOptions` (the common six, the stop sequences and top-K), shared by
 * `DefaultChatOptions` and `DefaultToolCallingChatOptions`. Not exported from the package entry
 * points.
 */
export abstract class PortableChatOptionFields extends CommonChatOptionFields {
  private stopSequences: string[] | undefined;
  private topK: number | undefined;

  /** The stop sequences (the array given to the setter, not a copy, as in Java). */
  getStopSequences(): string[] | undefined {
    return this.stopSequences;
  }

  /** Sets the stop sequences (the array is kept, not copied, as in Java). */
  setStopSequences(stopSequences: string[] | undefined): void {
    this.stopSequences = stopSequences ?? undefined;
  }

  /** Top-K sampling. */
  getTopK(): number | undefined {
    return this.topK;
  }

  /** Sets top-K sampling. */
  setTopK(topK: number | undefined): void {
    this.topK = topK ?? undefined;
  }

  /** @internal Copies the eight fields into `target` (the stop-sequence array itself, as Java's copies do). */
  protected copyPortableFieldsTo(target: PortableChatOptionFields): void {
    this.copyCommonFieldsTo(target);
    target.stopSequences = this.stopSequences;
    target.topK = this.topK;
  }
}
