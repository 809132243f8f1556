/* Ported from Spring AI ToolResponseMessage.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { ToolResponseMessage } from './ToolResponseMessage.js';
import type { ToolResponse } from './ToolResponse.js';

/**
 * Builds a {@link ToolResponseMessage}; also reachable as `ToolResponseMessage.Builder`.
 *
 * @remarks
 * As in Java, the responses are not checked; leaving them unset gives an empty list here
 * (Java stores `null`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/ToolResponseMessage.Builder.html
 * @category Messages
 */
export class ToolResponseMessageBuilder {
  private responsesValue: ToolResponse[] = [];
  private metadataValue: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> = new Map();

  /** Sets the tool results. */
  responses(responses: ToolResponse[]): this {
    this.responsesValue = responses;
    return this;
  }

  /** Sets the metadata (a `Map` or a plain object). */
  metadata(metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    this.metadataValue = metadata;
    return this;
  }

  /** Builds the message; `"Metadata must not be null"` when the metadata is missing. */
  build(): ToolResponseMessage {
    return ToolResponseMessage.create(this.responsesValue, this.metadataValue);
  }
}
