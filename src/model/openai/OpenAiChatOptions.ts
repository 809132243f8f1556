/* Ported from Spring AI OpenAiChatOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';
import { JSON_PROPERTIES } from '../../java/core/lang/jsonProperties.js';
import { objectsEquals, objectsHash, toMap } from '../../java/core/lang/JavaObjects.js';
import { unmodifiableListCopy, unmodifiableMapCopy, unmodifiableSetCopy } from '../../java/core/lang/unmodifiable.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import { ModelOptionsUtils } from '../ModelOptionsUtils.js';
import type { StructuredOutputChatOptions } from '../tool/StructuredOutputChatOptions.js';
import type { ToolCallingChatOptions } from '../tool/ToolCallingChatOptions.js';
import { ResponseFormat } from './api/ResponseFormat.js';
import { ResponseFormatType } from './api/ResponseFormatType.js';
import { StreamOptions } from './api/StreamOptions.js';
import { OPEN_AI_CHAT_OPTIONS_JSON } from './internal/chatOptionsJson.js';
import { OpenAiChatOptionFields } from './internal/OpenAiChatOptionFields.js';
import { OpenAiChatOptionsBuilder } from './OpenAiChatOptionsBuilder.js';

/**
 * The options of an OpenAI chat request: every request field of Spring AI 1.1.8 (model,
 * temperature, top-P, max tokens and max completion tokens, n, stop, penalties, logit bias,
 * logprobs, seed, response format with JSON schema, tools and tool choice, parallel tool calls,
 * stream usage, reasoning effort, verbosity, modalities and audio, store and metadata, web search
 * options, service tier, prompt cache key, safety identifier, extra body), HTTP headers per
 * request, and the tool-calling options (callbacks, names, context, internal execution).
 *
 * @example
 * ```ts
 * const options = OpenAiChatOptions.builder().model(OpenAiApi.ChatModel.GPT_4_O_MINI).temperature(0.2).streamUsage(true).build();
 * ```
 *
 * @remarks
 * Getters of lists and of the tool names and context return read-only copies. `metadata`,
 * `logitBias`, `httpHeaders` and `extraBody` are `Map`s (plain objects are accepted).
 * `getOutputSchema()` returns `undefined` without a response format (Java: a
 * `NullPointerException`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiChatOptions.html
 * @category Models/OpenAI
 */
export class OpenAiChatOptions extends OpenAiChatOptionFields implements ToolCallingChatOptions, StructuredOutputChatOptions {
  /** Java's nested `OpenAiChatOptions.Builder`. */
  static readonly Builder = OpenAiChatOptionsBuilder;
  /** @internal Spring's `@JsonProperty` fields and `@JsonInclude(NON_NULL)`, for `ModelOptionsUtils`. */
  static readonly [JSON_PROPERTIES] = OPEN_AI_CHAT_OPTIONS_JSON;

  private toolCallbacks: ToolCallback[] = [];
  private toolNames = new Set<string>();
  private internalToolExecutionEnabled: boolean | undefined;
  private httpHeaders: Map<string, string> | undefined = new Map();
  private toolContext: Map<string, unknown> | undefined = new Map();

  /** A new builder. */
  static builder(): OpenAiChatOptionsBuilder {
    return new OpenAiChatOptionsBuilder(new OpenAiChatOptions());
  }

  /** A copy of `fromOptions` (lists, names, headers and context copied; callbacks shared). */
  static fromOptions(fromOptions: OpenAiChatOptions): OpenAiChatOptions {
    const options = new OpenAiChatOptions();
    fromOptions.copyOpenAiFieldsTo(options);
    options.toolCallbacks = [...fromOptions.toolCallbacks];
    options.toolNames = new Set(fromOptions.toolNames);
    options.httpHeaders = fromOptions.httpHeaders === undefined ? undefined : new Map(fromOptions.httpHeaders);
    options.internalToolExecutionEnabled = fromOptions.internalToolExecutionEnabled;
    options.toolContext = fromOptions.toolContext === undefined ? undefined : new Map(fromOptions.toolContext);
    return options;
  }

  /** Whether a stream reports usage: stream options are set. */
  getStreamUsage(): boolean {
    return this.getStreamOptions() !== undefined;
  }

  /** Sets whether a stream reports usage. */
  setStreamUsage(enableStreamUsage: boolean): void {
    this.setStreamOptions(enableStreamUsage ? StreamOptions.INCLUDE_USAGE : undefined);
  }

  /** The stop sequences (same as {@link OpenAiChatOptions.getStop}). */
  getStopSequences(): string[] | undefined {
    return this.getStop();
  }

  /** Sets the stop sequences. */
  setStopSequences(stopSequences: string[] | undefined): void {
    this.setStop(stopSequences);
  }

  /** Always `undefined`: OpenAI has no top-k. */
  getTopK(): number | undefined {
    return undefined;
  }

  /** The tool callbacks, read-only. */
  getToolCallbacks(): ToolCallback[] {
    return unmodifiableListCopy(this.toolCallbacks);
  }

  /**
   * Sets the tool callbacks.
   * @throws IllegalArgumentException `"toolCallbacks cannot be null"`, `"toolCallbacks cannot contain null elements"`
   */
  setToolCallbacks(toolCallbacks: ToolCallback[]): void {
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    this.toolCallbacks = toolCallbacks;
  }

  /** The tool names, read-only. */
  getToolNames(): Set<string> {
    return unmodifiableSetCopy(this.toolNames);
  }

  /**
   * Sets the tool names.
   * @throws IllegalArgumentException `"toolNames cannot be null"`, `"toolNames cannot contain null elements"`,
   *   `"toolNames cannot contain empty elements"`
   */
  setToolNames(toolNames: Set<string>): void {
    Assert.notNull(toolNames, 'toolNames cannot be null');
    Assert.noNullElements(toolNames, 'toolNames cannot contain null elements');
    for (const tool of toolNames) Assert.hasText(tool, 'toolNames cannot contain empty elements');
    this.toolNames = toolNames;
  }

  /** Whether the chat model runs requested tools itself; `undefined` = the default (yes). */
  getInternalToolExecutionEnabled(): boolean | undefined {
    return this.internalToolExecutionEnabled;
  }

  /** Sets whether the chat model runs requested tools itself. */
  setInternalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): void {
    this.internalToolExecutionEnabled = internalToolExecutionEnabled ?? undefined;
  }

  /** The HTTP headers sent with requests made with these options. */
  getHttpHeaders(): Map<string, string> {
    return this.httpHeaders as Map<string, string>;
  }

  /** Sets the HTTP headers (a `Map` or a plain object). */
  setHttpHeaders(httpHeaders: ReadonlyMap<string, string> | Readonly<Record<string, string>> | undefined): void {
    this.httpHeaders = httpHeaders === undefined || httpHeaders === null ? undefined : toMap(httpHeaders);
  }

  /** The tool context, read-only. */
  getToolContext(): Map<string, unknown> {
    return (this.toolContext === undefined ? undefined : unmodifiableMapCopy(this.toolContext)) as Map<string, unknown>;
  }

  /** Sets the tool context (a `Map` or a plain object); `null` or `undefined` clears it. */
  setToolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | null | undefined): void {
    this.toolContext = toolContext === undefined || toolContext === null ? undefined : toMap(toolContext);
  }

  /** The schema string of the response format (see {@link ResponseFormat.getSchema}). */
  getOutputSchema(): string | undefined {
    return this.getResponseFormat()?.getSchema();
  }

  /** Structured output: a `json_schema` response format with this schema. */
  setOutputSchema(outputSchema: string): void {
    this.setResponseFormat(ResponseFormat.builder().type(ResponseFormatType.JSON_SCHEMA).jsonSchema(outputSchema).build());
  }

  /** @internal The builder's access to the raw collections. */
  _raw(): { toolCallbacks: ToolCallback[]; toolNames: Set<string>; toolContext: Map<string, unknown> | undefined } {
    return { toolCallbacks: this.toolCallbacks, toolNames: this.toolNames, toolContext: this.toolContext };
  }

  /** A copy (Java: `fromOptions(this)`). */
  copy<T extends ChatOptions = OpenAiChatOptions>(): T {
    return OpenAiChatOptions.fromOptions(this) as unknown as T;
  }

  /** Equal to options of the same class with equal fields. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof OpenAiChatOptions) || other.constructor !== this.constructor) return false;
    return (
      objectsEquals(this.commonFields(), other.commonFields()) &&
      objectsEquals(this.openAiFields(), other.openAiFields()) &&
      objectsEquals(this.toolCallbacks, other.toolCallbacks) &&
      objectsEquals(this.toolNames, other.toolNames) &&
      objectsEquals(this.httpHeaders, other.httpHeaders) &&
      objectsEquals(this.toolContext, other.toolContext) &&
      objectsEquals(this.internalToolExecutionEnabled, other.internalToolExecutionEnabled)
    );
  }

  /** A hash over every field. */
  hashCode(): number {
    return objectsHash(...this.commonFields(), ...this.openAiFields(), this.toolCallbacks, this.toolNames, this.httpHeaders, this.toolContext, this.internalToolExecutionEnabled);
  }

  /** `OpenAiChatOptions: ` and the options as JSON. */
  override toString(): string {
    return `OpenAiChatOptions: ${ModelOptionsUtils.toJsonString(this)}`;
  }
}

OpenAiChatOptionsBuilder.newOptions = () => new OpenAiChatOptions();

/** Type-level view of the nested Java types of {@link OpenAiChatOptions}. */
export declare namespace OpenAiChatOptions {
  /** Java's `OpenAiChatOptions.Builder`. */
  type Builder = OpenAiChatOptionsBuilder;
}
