/* Ported from Spring AI ToolResponseMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import { AbstractMessage } from './AbstractMessage.js';
import { MessageType } from './MessageType.js';
import { ToolResponse } from './ToolResponse.js';

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

/**
 * The results of the tool calls of one assistant turn, sent back to the model. Its text is
 * always `""`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/ToolResponseMessage.html
 * @category Messages
 */
export class ToolResponseMessage extends AbstractMessage {
  /** Java's nested record `ToolResponseMessage.ToolResponse`. */
  static readonly ToolResponse = ToolResponse;

  /** The builder class, as Java's nested `ToolResponseMessage.Builder`. */
  static readonly Builder = ToolResponseMessageBuilder;

  /** The tool results, in tool-call order. */
  protected readonly responses: ToolResponse[];

  /** Creates the message; use {@link ToolResponseMessage.builder}. */
  protected constructor(
    responses: ToolResponse[],
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ) {
    super(MessageType.TOOL, '', metadata);
    this.responses = responses;
  }

  /**
   * Creates the message from the builder's values (Java's protected constructor).
   *
   * @internal
   */
  static create(
    responses: ToolResponse[],
    metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
  ): ToolResponseMessage {
    return new ToolResponseMessage(responses, metadata);
  }

  /** A new {@link ToolResponseMessageBuilder}. */
  static builder(): ToolResponseMessageBuilder {
    return new ToolResponseMessageBuilder();
  }

  /** The tool results. */
  getResponses(): ToolResponse[] {
    return this.responses;
  }

  /** Equal to another tool response message with the same metadata and responses. */
  override equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof ToolResponseMessage)) return false;
    if (!super.equals(other)) return false;
    return objectsEquals(this.responses, other.responses);
  }

  /** A hash code over the inherited hash and the responses. */
  override hashCode(): number {
    return objectsHash(super.hashCode(), this.responses);
  }

  /** `ToolResponseMessage{responses=[…], messageType=TOOL, metadata={…}}`. */
  override toString(): string {
    return `ToolResponseMessage{responses=${javaToString(this.responses)}, messageType=${this.messageType.toString()}, metadata=${javaToString(this.metadata)}}`;
  }
}

/**
 * Type-level view of the nested Java types of {@link ToolResponseMessage}.
 *
 * @category Messages
 */
export declare namespace ToolResponseMessage {
  /** Java's record `ToolResponseMessage.ToolResponse`. */
  type ToolResponse = import('./ToolResponse.js').ToolResponse;
  /** Java's `ToolResponseMessage.Builder`. */
  type Builder = ToolResponseMessageBuilder;
}
