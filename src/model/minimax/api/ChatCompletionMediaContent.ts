/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.MediaContent (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatCompletionImageUrl } from './ChatCompletionImageUrl.js';

/**
 * One part of a multi-part message: text or an image.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.MediaContent.html
 * @category Models/MiniMax
 */
export class ChatCompletionMediaContent {
  /** Java's nested `MediaContent.ImageUrl`. */
  static readonly ImageUrl = ChatCompletionImageUrl;

  private readonly contentType: string;
  private readonly contentText: string | undefined;
  private readonly contentImageUrl: ChatCompletionImageUrl | undefined;

  /** A text part. */
  constructor(text: string);
  /** An image part. */
  constructor(imageUrl: ChatCompletionImageUrl);
  /** A part of any type. */
  constructor(type: string, text: string | undefined, imageUrl: ChatCompletionImageUrl | undefined);
  constructor(first: string | ChatCompletionImageUrl, text?: string, imageUrl?: ChatCompletionImageUrl) {
    if (arguments.length >= 2) {
      this.contentType = first as string;
      this.contentText = text;
      this.contentImageUrl = imageUrl;
    } else if (first instanceof ChatCompletionImageUrl) {
      this.contentType = 'image_url';
      this.contentText = undefined;
      this.contentImageUrl = first;
    } else {
      this.contentType = 'text';
      this.contentText = first;
      this.contentImageUrl = undefined;
    }
  }

  /** `text` or `image_url`. */
  type(): string {
    return this.contentType;
  }

  /** The text of a text part. */
  text(): string | undefined {
    return this.contentText;
  }

  /** The image of an image part. */
  imageUrl(): ChatCompletionImageUrl | undefined {
    return this.contentImageUrl;
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { type: this.contentType };
    if (this.contentText !== undefined) json['text'] = this.contentText;
    if (this.contentImageUrl !== undefined) json['image_url'] = this.contentImageUrl;
    return json;
  }
}

/** Type-level view of the nested types of {@link ChatCompletionMediaContent}. */
export declare namespace ChatCompletionMediaContent {
  /** Java's `MediaContent.ImageUrl`. */
  type ImageUrl = ChatCompletionImageUrl;
}
