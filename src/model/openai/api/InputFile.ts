/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.MediaContent.InputFile (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';

/**
 * A file input, such as a PDF (`MediaContent.InputFile`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.MediaContent.InputFile.html
 * @category Models/OpenAI
 */
export class InputFile {
  private readonly filename_: string | undefined;
  private readonly fileData_: string | undefined;

  /**
   * @param filename - the file name
   * @param fileData - the file as a data URL
   */
  constructor(filename?: string, fileData?: string) {
    this.filename_ = filename ?? undefined;
    this.fileData_ = fileData ?? undefined;
  }

  /** The file name (`filename`). */
  filename(): string | undefined {
    return this.filename_;
  }

  /** The file as a data URL (`file_data`). */
  fileData(): string | undefined {
    return this.fileData_;
  }

  /** Equal to a record of the same class with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof InputFile)) return false;
    return objectsEquals(this.filename_, other.filename_) && objectsEquals(this.fileData_, other.fileData_);
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.filename_, this.fileData_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { filename: this.filename_, file_data: this.fileData_ };
  }
}
