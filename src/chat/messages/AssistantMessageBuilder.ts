/* Ported from Spring AI AssistantMessage.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { AssistantMessage } from './AssistantMessage.js';
import type { ToolCall } from './ToolCall.js';

/**
 * Builds an {@link AssistantMessage}; also reachable as `AssistantMessage.Builder`.
 *
 * Defaults: no text, empty metadata, no tool calls, no media.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/AssistantMessage.Builder.html
 * @category Messages
 */
export class AssistantMessageBuilder {
  private contentValue: string | undefined;
  private propertiesValue: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> = new Map();
  private toolCallsValue: ToolCall[] = [];
  private mediaValue: Media[] = [];

  /** Sets the text. */
  content(content: string | undefined): this {
    this.contentValue = content;
    return this;
  }

  /** Sets the metadata (a `Map` or a plain object). */
  properties(properties: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    this.propertiesValue = properties;
    return this;
  }

  /** Sets the tool calls. */
  toolCalls(toolCalls: ToolCall[]): this {
    this.toolCallsValue = toolCalls;
    return this;
  }

  /** Sets the media. */
  media(media: Media[]): this {
    this.mediaValue = media;
    return this;
  }

  /**
   * Builds the message.
   *
   * @throws IllegalArgumentException `"Metadata must not be null"`, `"Tool calls must not be null"`
   * or `"Media must not be null"`
   */
  build(): AssistantMessage {
    return new AssistantMessage(this.contentValue, this.propertiesValue, this.toolCallsValue, this.mediaValue);
  }
}
