/* Ported from Spring AI OpenAiApi.ChatCompletionMessage.MediaContent (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { ImageUrl } from './ImageUrl.js';
import { InputAudio } from './InputAudio.js';
import { InputFile } from './InputFile.js';

/**
 * One part of a multi-part message content: text, an image, audio or a file
 * (`ChatCompletionMessage.MediaContent`).
 *
 * Constructors as in Java: every component, or one of `(text)`, `(imageUrl)`, `(inputAudio)`,
 * `(inputFile)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.MediaContent.html
 * @category Models/OpenAI
 */
export class MediaContent {
  /** Java's nested record `MediaContent.ImageUrl`. */
  static readonly ImageUrl = ImageUrl;
  /** Java's nested record `MediaContent.InputAudio`. */
  static readonly InputAudio = InputAudio;
  /** Java's nested record `MediaContent.InputFile`. */
  static readonly InputFile = InputFile;

  private readonly type_: string | undefined;
  private readonly text_: string | undefined;
  private readonly imageUrl_: ImageUrl | undefined;
  private readonly inputAudio_: InputAudio | undefined;
  private readonly inputFile_: InputFile | undefined;

  /** A text part. */
  constructor(text: string);
  /** An image part. */
  constructor(imageUrl: ImageUrl);
  /** An audio part. */
  constructor(inputAudio: InputAudio);
  /** A file part. */
  constructor(inputFile: InputFile);
  /** Every component, in Java's order. */
  constructor(type: string | undefined, text: string | undefined, imageUrl: ImageUrl | undefined, inputAudio: InputAudio | undefined, inputFile: InputFile | undefined);
  constructor(...args: unknown[]) {
    if (args.length === 1) {
      const [part] = args;
      if (part instanceof ImageUrl) args = ['image_url', undefined, part, undefined, undefined];
      else if (part instanceof InputAudio) args = ['input_audio', undefined, undefined, part, undefined];
      else if (part instanceof InputFile) args = ['file', undefined, undefined, undefined, part];
      else args = ['text', part, undefined, undefined, undefined];
    }
    const [type, text, imageUrl, inputAudio, inputFile] = args as [string?, string?, ImageUrl?, InputAudio?, InputFile?];
    this.type_ = type ?? undefined;
    this.text_ = text ?? undefined;
    this.imageUrl_ = imageUrl ?? undefined;
    this.inputAudio_ = inputAudio ?? undefined;
    this.inputFile_ = inputFile ?? undefined;
  }

  /** The part type (`text`, `image_url`, `input_audio`, `file`). */
  type(): string | undefined {
    return this.type_;
  }

  /** The text of a text part. */
  text(): string | undefined {
    return this.text_;
  }

  /** The image of an image part. */
  imageUrl(): ImageUrl | undefined {
    return this.imageUrl_;
  }

  /** The audio of an audio part. */
  inputAudio(): InputAudio | undefined {
    return this.inputAudio_;
  }

  /** The file of a file part. */
  inputFile(): InputFile | undefined {
    return this.inputFile_;
  }

  /** Equal to a part with equal components. */
  equals(other: unknown): boolean {
    return (
      other instanceof MediaContent &&
      objectsEquals(this.type_, other.type_) &&
      objectsEquals(this.text_, other.text_) &&
      objectsEquals(this.imageUrl_, other.imageUrl_) &&
      objectsEquals(this.inputAudio_, other.inputAudio_) &&
      objectsEquals(this.inputFile_, other.inputFile_)
    );
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.type_, this.text_, this.imageUrl_, this.inputAudio_, this.inputFile_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return { type: this.type_, text: this.text_, image_url: this.imageUrl_, input_audio: this.inputAudio_, file: this.inputFile_ };
  }
}
