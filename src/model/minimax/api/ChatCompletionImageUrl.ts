/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage.MediaContent.ImageUrl (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * An image reference in a message part: a URL or a base64 data URL, and an optional detail level.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.MediaContent.ImageUrl.html
 * @category Models/MiniMax
 */
export class ChatCompletionImageUrl {
  /**
   * @param imageUrl - the URL or data URL
   * @param imageDetail - the detail level
   */
  constructor(
    private readonly imageUrl: string,
    private readonly imageDetail?: string,
  ) {}

  /** The URL. */
  url(): string {
    return this.imageUrl;
  }

  /** The detail level. */
  detail(): string | undefined {
    return this.imageDetail;
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    return this.imageDetail === undefined ? { url: this.imageUrl } : { url: this.imageUrl, detail: this.imageDetail };
  }
}
