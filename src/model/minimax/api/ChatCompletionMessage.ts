/* Ported from Spring AI MiniMaxApi.ChatCompletionMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { ChatCompletionFunction } from './ChatCompletionFunction.js';
import type { ChatCompletionImageUrl } from './ChatCompletionImageUrl.js';
import { ChatCompletionMediaContent } from './ChatCompletionMediaContent.js';
import { ChatCompletionMessageRole } from './ChatCompletionMessageRole.js';
import { ChatCompletionToolCall } from './ChatCompletionToolCall.js';

/**
 * One message of a chat completion: a request message, a response message, or a streamed delta.
 *
 * @remarks
 * Two positional fields are additions to Spring's record: `reasoningContent` (the model's
 * thinking, taken out of the answer text, from `<think>` blocks or `reasoning_content`) and
 * `reasoningDetails` (the `reasoning_details` objects as received). MiniMax wants both echoed
 * back with the assistant message of a tool round, so the client keeps them.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionMessage.html
 * @category Models/MiniMax
 */
export class ChatCompletionMessage {
  /** Java's nested enum `ChatCompletionMessage.Role`. */
  static readonly Role = ChatCompletionMessageRole;
  /** Java's nested record `ChatCompletionMessage.ToolCall`. */
  static readonly ToolCall = ChatCompletionToolCall;
  /** Java's nested record `ChatCompletionMessage.ChatCompletionFunction`. */
  static readonly ChatCompletionFunction = ChatCompletionFunction;
  /** Java's nested record `ChatCompletionMessage.MediaContent`. */
  static readonly MediaContent = ChatCompletionMediaContent;

  private readonly content_: string | ChatCompletionMediaContent[] | undefined;
  private readonly role_: ChatCompletionMessageRole | undefined;
  private readonly name_: string | undefined;
  private readonly toolCallId_: string | undefined;
  private readonly toolCalls_: ChatCompletionToolCall[] | undefined;
  private readonly reasoningContent_: string | undefined;
  private readonly reasoningDetails_: Array<Record<string, unknown>> | undefined;

  /** A message with content and role only. */
  constructor(content: string | ChatCompletionMediaContent[] | undefined, role: ChatCompletionMessageRole | undefined);
  /** Every field (the last two are additions, see the remarks). */
  constructor(
    rawContent: string | ChatCompletionMediaContent[] | undefined,
    role: ChatCompletionMessageRole | undefined,
    name: string | undefined,
    toolCallId: string | undefined,
    toolCalls: ChatCompletionToolCall[] | undefined,
    reasoningContent?: string,
    reasoningDetails?: Array<Record<string, unknown>>,
  );
  constructor(
    rawContent: string | ChatCompletionMediaContent[] | undefined,
    role: ChatCompletionMessageRole | undefined,
    name?: string,
    toolCallId?: string,
    toolCalls?: ChatCompletionToolCall[],
    reasoningContent?: string,
    reasoningDetails?: Array<Record<string, unknown>>,
  ) {
    this.content_ = rawContent ?? undefined;
    this.role_ = role ?? undefined;
    this.name_ = name ?? undefined;
    this.toolCallId_ = toolCallId ?? undefined;
    this.toolCalls_ = toolCalls ?? undefined;
    this.reasoningContent_ = reasoningContent ?? undefined;
    this.reasoningDetails_ = reasoningDetails ?? undefined;
  }

  /** The content as sent or received: a string or message parts. */
  rawContent(): string | ChatCompletionMediaContent[] | undefined {
    return this.content_;
  }

  /**
   * The content as a string.
   * @throws IllegalStateException `"The content is not a string!"` for multi-part content
   */
  content(): string | undefined {
    if (this.content_ === undefined) return undefined;
    if (typeof this.content_ === 'string') return this.content_;
    throw new IllegalStateException('The content is not a string!');
  }

  /** The author. */
  role(): ChatCompletionMessageRole | undefined {
    return this.role_;
  }

  /** The author's name (the function name on tool messages). */
  name(): string | undefined {
    return this.name_;
  }

  /** The tool call this tool message answers. */
  toolCallId(): string | undefined {
    return this.toolCallId_;
  }

  /** The tool calls of an assistant message. */
  toolCalls(): ChatCompletionToolCall[] | undefined {
    return this.toolCalls_;
  }

  /** The model's reasoning, kept out of the content (an addition). */
  reasoningContent(): string | undefined {
    return this.reasoningContent_;
  }

  /** The `reasoning_details` objects as received (an addition). */
  reasoningDetails(): Array<Record<string, unknown>> | undefined {
    return this.reasoningDetails_;
  }

  /** The concatenated text of the text parts (Java's static `MiniMaxApi.getTextContent`). */
  static getTextContent(content: readonly ChatCompletionMediaContent[]): string {
    let text = '';
    for (const part of content) if (part.type() === 'text') text += part.text() ?? 'null';
    return text;
  }

  /** The wire form (`null` fields left out). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    if (this.content_ !== undefined) json['content'] = this.content_;
    if (this.role_ !== undefined) json['role'] = this.role_.getValue();
    if (this.name_ !== undefined) json['name'] = this.name_;
    if (this.toolCallId_ !== undefined) json['tool_call_id'] = this.toolCallId_;
    if (this.toolCalls_ !== undefined) {
      json['tool_calls'] = this.toolCalls_.map((call) => {
        const fn = call.function();
        const wire: Record<string, unknown> = {};
        if (call.id() !== undefined) wire['id'] = call.id();
        if (call.type() !== undefined) wire['type'] = call.type();
        if (fn !== undefined) {
          const wireFunction: Record<string, unknown> = {};
          if (fn.name() !== undefined) wireFunction['name'] = fn.name();
          if (fn.arguments() !== undefined) wireFunction['arguments'] = fn.arguments();
          wire['function'] = wireFunction;
        }
        return wire;
      });
    }
    if (this.reasoningDetails_ !== undefined) json['reasoning_details'] = this.reasoningDetails_;
    else if (this.reasoningContent_ !== undefined) json['reasoning_content'] = this.reasoningContent_;
    return json;
  }
}

/** Type-level view of the nested types of {@link ChatCompletionMessage}. */
export declare namespace ChatCompletionMessage {
  /** Java's `ChatCompletionMessage.Role`. */
  type Role = ChatCompletionMessageRole;
  /** Java's `ChatCompletionMessage.ToolCall`. */
  type ToolCall = ChatCompletionToolCall;
  /** Java's `ChatCompletionMessage.ChatCompletionFunction`. */
  type ChatCompletionFunction = import('./ChatCompletionFunction.js').ChatCompletionFunction;
  /** Java's `ChatCompletionMessage.MediaContent`. */
  type MediaContent = ChatCompletionMediaContent;
  /** Java's `MediaContent.ImageUrl`. */
  type ImageUrl = ChatCompletionImageUrl;
}
