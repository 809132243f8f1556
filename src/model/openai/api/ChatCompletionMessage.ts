/* Ported from Spring AI OpenAiApi.ChatCompletionMessage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { Annotation } from './Annotation.js';
import { AudioOutput } from './AudioOutput.js';
import { ChatCompletionFunction } from './ChatCompletionFunction.js';
import { ChatCompletionMessageRole } from './ChatCompletionMessageRole.js';
import { MediaContent } from './MediaContent.js';
import { ToolCall } from './ToolCall.js';

/**
 * One message of a chat completion: a request message, a response message, or a streamed delta.
 * `rawContent` is a string or a list of {@link MediaContent} parts.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionMessage.html
 * @category Models/OpenAI
 */
export class ChatCompletionMessage {
  /** Java's nested enum `ChatCompletionMessage.Role`. */
  static readonly Role = ChatCompletionMessageRole;
  /** Java's nested record `ChatCompletionMessage.MediaContent`. */
  static readonly MediaContent = MediaContent;
  /** Java's nested record `ChatCompletionMessage.ToolCall`. */
  static readonly ToolCall = ToolCall;
  /** Java's nested record `ChatCompletionMessage.ChatCompletionFunction`. */
  static readonly ChatCompletionFunction = ChatCompletionFunction;
  /** Java's nested record `ChatCompletionMessage.AudioOutput`. */
  static readonly AudioOutput = AudioOutput;
  /** Java's nested record `ChatCompletionMessage.Annotation`. */
  static readonly Annotation = Annotation;

  private readonly rawContent_: unknown;
  private readonly role_: ChatCompletionMessageRole | undefined;
  private readonly name_: string | undefined;
  private readonly toolCallId_: string | undefined;
  private readonly toolCalls_: ToolCall[] | undefined;
  private readonly refusal_: string | undefined;
  private readonly audioOutput_: AudioOutput | undefined;
  private readonly annotations_: Annotation[] | undefined;
  private readonly reasoningContent_: string | undefined;

  /** A message with content and role only. */
  constructor(content: unknown, role: ChatCompletionMessageRole | undefined);
  /** Every component, in Java's order. */
  constructor(
    rawContent: unknown,
    role: ChatCompletionMessageRole | undefined,
    name: string | undefined,
    toolCallId: string | undefined,
    toolCalls: ToolCall[] | undefined,
    refusal: string | undefined,
    audioOutput: AudioOutput | undefined,
    annotations: Annotation[] | undefined,
    reasoningContent: string | undefined,
  );
  constructor(
    rawContent: unknown,
    role: ChatCompletionMessageRole | undefined,
    name?: string,
    toolCallId?: string,
    toolCalls?: ToolCall[],
    refusal?: string,
    audioOutput?: AudioOutput,
    annotations?: Annotation[],
    reasoningContent?: string,
  ) {
    this.rawContent_ = rawContent ?? undefined;
    this.role_ = role ?? undefined;
    this.name_ = name ?? undefined;
    this.toolCallId_ = toolCallId ?? undefined;
    this.toolCalls_ = toolCalls ?? undefined;
    this.refusal_ = refusal ?? undefined;
    this.audioOutput_ = audioOutput ?? undefined;
    this.annotations_ = annotations ?? undefined;
    this.reasoningContent_ = reasoningContent ?? undefined;
  }

  /**
   * The content as a string.
   *
   * @throws IllegalStateException `"The content is not a string!"` for multi-part content
   */
  content(): string | undefined {
    const raw = this.rawContent_;
    if (raw === undefined) return undefined;
    if (typeof raw === 'string') return raw;
    throw new IllegalStateException('The content is not a string!');
  }

  /** The content as sent or received: a string or the {@link MediaContent} parts (`content`). */
  rawContent(): unknown {
    return this.rawContent_;
  }

  /** The author's role (`role`). */
  role(): ChatCompletionMessageRole | undefined {
    return this.role_;
  }

  /** The author's name, or the function name of a tool message (`name`). */
  name(): string | undefined {
    return this.name_;
  }

  /** The tool call a tool message answers (`tool_call_id`). */
  toolCallId(): string | undefined {
    return this.toolCallId_;
  }

  /** The tool calls the model requested (`tool_calls`). */
  toolCalls(): ToolCall[] | undefined {
    return this.toolCalls_;
  }

  /** The model's refusal message (`refusal`). */
  refusal(): string | undefined {
    return this.refusal_;
  }

  /** The audio the model produced (`audio`). */
  audioOutput(): AudioOutput | undefined {
    return this.audioOutput_;
  }

  /** Annotations such as web citations (`annotations`). */
  annotations(): Annotation[] | undefined {
    return this.annotations_;
  }

  /** The reasoning some compatible servers send (`reasoning_content`). */
  reasoningContent(): string | undefined {
    return this.reasoningContent_;
  }

  /** Equal to a message with equal components. */
  equals(other: unknown): boolean {
    return (
      other instanceof ChatCompletionMessage &&
      objectsEquals(this.rawContent_, other.rawContent_) &&
      this.role_ === other.role_ &&
      objectsEquals(this.name_, other.name_) &&
      objectsEquals(this.toolCallId_, other.toolCallId_) &&
      objectsEquals(this.toolCalls_, other.toolCalls_) &&
      objectsEquals(this.refusal_, other.refusal_) &&
      objectsEquals(this.audioOutput_, other.audioOutput_) &&
      objectsEquals(this.annotations_, other.annotations_) &&
      objectsEquals(this.reasoningContent_, other.reasoningContent_)
    );
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(this.rawContent_, this.role_, this.name_, this.toolCallId_, this.toolCalls_, this.refusal_, this.audioOutput_, this.annotations_, this.reasoningContent_);
  }

  /** The JSON body (absent components left out). */
  toJSON(): Record<string, unknown> {
    return {
      content: this.rawContent_,
      role: this.role_,
      name: this.name_,
      tool_call_id: this.toolCallId_,
      tool_calls: this.toolCalls_,
      refusal: this.refusal_,
      audio: this.audioOutput_,
      annotations: this.annotations_,
      reasoning_content: this.reasoningContent_,
    };
  }
}
