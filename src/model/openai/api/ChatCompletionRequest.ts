/* Ported from Spring AI OpenAiApi.ChatCompletionRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { AudioParameters } from './AudioParameters.js';
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { FunctionTool } from './FunctionTool.js';
import { type ChatCompletionRequestFields, FIELD_NAMES, WIRE_NAMES } from './internal/ChatCompletionRequestFields.js';
import { jsonValue } from './internal/json.js';
import { OutputModality } from './OutputModality.js';
import type { ResponseFormat } from './ResponseFormat.js';
import { StreamOptions } from './StreamOptions.js';
import { ToolChoiceBuilder } from './ToolChoiceBuilder.js';
import { WebSearchOptions } from './WebSearchOptions.js';


/**
 * A chat completion request, serialized without its absent fields; the entries of `extraBody`
 * are sent as top-level fields (Jackson's `@JsonAnyGetter`), never as an `extra_body` object.
 *
 * Constructors as in Java: the 32 components in order, or the short forms `(messages, stream)`,
 * `(messages, model, temperature)`, `(messages, model, temperature, stream)`,
 * `(messages, model, audio, stream)` (modalities audio and text) and
 * `(messages, model, tools, toolChoice)` (temperature 0.8).
 *
 * @remarks `metadata`, `logitBias` and `extraBody` are `Map`s, as in Java; plain objects are
 * accepted and kept as they are.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.ChatCompletionRequest.html
 * @category Models/OpenAI
 */
export class ChatCompletionRequest {
  /** Java's nested class `ChatCompletionRequest.ToolChoiceBuilder`. */
  static readonly ToolChoiceBuilder = ToolChoiceBuilder;
  /** Java's nested record `ChatCompletionRequest.AudioParameters`. */
  static readonly AudioParameters = AudioParameters;
  /** Java's nested record `ChatCompletionRequest.StreamOptions`. */
  static readonly StreamOptions = StreamOptions;
  /** Java's nested record `ChatCompletionRequest.WebSearchOptions`. */
  static readonly WebSearchOptions = WebSearchOptions;

  private readonly fields: ChatCompletionRequestFields;

  /** The messages and the stream flag. */
  constructor(messages: ChatCompletionMessage[], stream: boolean | undefined);
  /** Messages, model and temperature (not streamed). */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, temperature: number | undefined);
  /** Messages, model, temperature and the stream flag. */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, temperature: number | undefined, stream: boolean);
  /** Messages, model, audio output (modalities audio and text) and the stream flag. */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, audio: AudioParameters, stream: boolean);
  /** Messages, model, tools and tool choice (temperature 0.8, not streamed). */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, tools: FunctionTool[] | undefined, toolChoice: unknown);
  /** Every component, in Java's order. */
  constructor(
    messages: ChatCompletionMessage[] | undefined,
    model: string | undefined,
    store: boolean | undefined,
    metadata: Map<string, string> | Record<string, string> | undefined,
    frequencyPenalty: number | undefined,
    logitBias: Map<string, number> | Record<string, number> | undefined,
    logprobs: boolean | undefined,
    topLogprobs: number | undefined,
    maxTokens: number | undefined,
    maxCompletionTokens: number | undefined,
    n: number | undefined,
    outputModalities: OutputModality[] | undefined,
    audioParameters: AudioParameters | undefined,
    presencePenalty: number | undefined,
    responseFormat: ResponseFormat | undefined,
    seed: number | undefined,
    serviceTier: string | undefined,
    stop: string[] | undefined,
    stream: boolean | undefined,
    streamOptions: StreamOptions | undefined,
    temperature: number | undefined,
    topP: number | undefined,
    tools: FunctionTool[] | undefined,
    toolChoice: unknown,
    parallelToolCalls: boolean | undefined,
    user: string | undefined,
    reasoningEffort: string | undefined,
    webSearchOptions: WebSearchOptions | undefined,
    verbosity: string | undefined,
    promptCacheKey: string | undefined,
    safetyIdentifier: string | undefined,
    extraBody: Map<string, unknown> | Record<string, unknown> | undefined,
  );
  constructor(...args: unknown[]) {
    const fields = {} as Record<string, unknown>;
    for (const name of FIELD_NAMES) fields[name] = undefined;
    fields['messages'] = args[0] ?? undefined;
    const [, a, b, c] = args;
    if (args.length === 2) {
      fields['stream'] = a ?? undefined;
    } else if (args.length === 3) {
      Object.assign(fields, { model: a, temperature: b, stream: false });
    } else if (args.length === 4) {
      if (b instanceof AudioParameters) {
        Object.assign(fields, { model: a, outputModalities: [OutputModality.AUDIO, OutputModality.TEXT], audioParameters: b, stream: c });
      } else if (typeof c === 'boolean' && (typeof b === 'number' || b === undefined || b === null)) {
        Object.assign(fields, { model: a, temperature: b, stream: c });
      } else {
        Object.assign(fields, { model: a, stream: false, temperature: 0.8, tools: b, toolChoice: c });
      }
    } else {
      FIELD_NAMES.forEach((name, i) => {
        fields[name] = args[i] ?? undefined;
      });
    }
    // Java's compact constructor: a missing extra body is an empty map.
    fields['extraBody'] ??= new Map<string, unknown>();
    this.fields = fields as unknown as ChatCompletionRequestFields;
  }

  /** @internal A request with these components. */
  static _of(fields: ChatCompletionRequestFields): ChatCompletionRequest {
    return Reflect.construct(ChatCompletionRequest, FIELD_NAMES.map((name) => fields[name])) as ChatCompletionRequest;
  }

  /** @internal The components. */
  _fields(): Readonly<ChatCompletionRequestFields> {
    return this.fields;
  }

  /** The conversation (`messages`). */
  messages(): ChatCompletionMessage[] | undefined {
    return this.fields.messages;
  }

  /** The model id (`model`). */
  model(): string | undefined {
    return this.fields.model;
  }

  /** Whether OpenAI stores the completion (`store`). */
  store(): boolean | undefined {
    return this.fields.store;
  }

  /** Tags for stored completions (`metadata`). */
  metadata(): Map<string, string> | undefined {
    return this.fields.metadata;
  }

  /** The frequency penalty (`frequency_penalty`). */
  frequencyPenalty(): number | undefined {
    return this.fields.frequencyPenalty;
  }

  /** Token biases (`logit_bias`). */
  logitBias(): Map<string, number> | undefined {
    return this.fields.logitBias;
  }

  /** Whether log probabilities are returned (`logprobs`). */
  logprobs(): boolean | undefined {
    return this.fields.logprobs;
  }

  /** How many most likely tokens per position (`top_logprobs`). */
  topLogprobs(): number | undefined {
    return this.fields.topLogprobs;
  }

  /** The token limit (`max_tokens`). */
  maxTokens(): number | undefined {
    return this.fields.maxTokens;
  }

  /** The completion token limit (reasoning models) (`max_completion_tokens`). */
  maxCompletionTokens(): number | undefined {
    return this.fields.maxCompletionTokens;
  }

  /** How many choices (`n`). */
  n(): number | undefined {
    return this.fields.n;
  }

  /** The output modalities (`modalities`). */
  outputModalities(): OutputModality[] | undefined {
    return this.fields.outputModalities;
  }

  /** The audio output parameters (`audio`). */
  audioParameters(): AudioParameters | undefined {
    return this.fields.audioParameters;
  }

  /** The presence penalty (`presence_penalty`). */
  presencePenalty(): number | undefined {
    return this.fields.presencePenalty;
  }

  /** The response format (`response_format`). */
  responseFormat(): ResponseFormat | undefined {
    return this.fields.responseFormat;
  }

  /** The sampling seed (`seed`). */
  seed(): number | undefined {
    return this.fields.seed;
  }

  /** The service tier (`service_tier`). */
  serviceTier(): string | undefined {
    return this.fields.serviceTier;
  }

  /** The stop sequences (`stop`). */
  stop(): string[] | undefined {
    return this.fields.stop;
  }

  /** Whether the response is streamed (`stream`). */
  stream(): boolean | undefined {
    return this.fields.stream;
  }

  /** The sampling temperature (`temperature`). */
  temperature(): number | undefined {
    return this.fields.temperature;
  }

  /** Nucleus sampling (`top_p`). */
  topP(): number | undefined {
    return this.fields.topP;
  }

  /** The tools the model may call (`tools`). */
  tools(): FunctionTool[] | undefined {
    return this.fields.tools;
  }

  /** Which tool the model calls (`tool_choice`). */
  toolChoice(): unknown {
    return this.fields.toolChoice;
  }

  /** Whether tools may be called in parallel (`parallel_tool_calls`). */
  parallelToolCalls(): boolean | undefined {
    return this.fields.parallelToolCalls;
  }

  /** The end user id (`user`). */
  user(): string | undefined {
    return this.fields.user;
  }

  /** The reasoning effort (`reasoning_effort`). */
  reasoningEffort(): string | undefined {
    return this.fields.reasoningEffort;
  }

  /** The web search options (`web_search_options`). */
  webSearchOptions(): WebSearchOptions | undefined {
    return this.fields.webSearchOptions;
  }

  /** The answer verbosity (`verbosity`). */
  verbosity(): string | undefined {
    return this.fields.verbosity;
  }

  /** The prompt cache key (`prompt_cache_key`). */
  promptCacheKey(): string | undefined {
    return this.fields.promptCacheKey;
  }

  /** The safety identifier (`safety_identifier`). */
  safetyIdentifier(): string | undefined {
    return this.fields.safetyIdentifier;
  }

  /** The stream options (`stream_options`). */
  streamOptions(): StreamOptions | undefined;
  /** A copy of this request with other stream options. */
  streamOptions(streamOptions: StreamOptions | undefined): ChatCompletionRequest;
  streamOptions(...args: [] | [StreamOptions | undefined]): StreamOptions | ChatCompletionRequest | undefined {
    if (args.length === 0) return this.fields.streamOptions;
    return ChatCompletionRequest._of({ ...this.fields, streamOptions: args[0] ?? undefined });
  }

  /** The extra fields sent at the top level of the body (never absent). */
  extraBody(): Map<string, unknown> | Record<string, unknown> {
    return this.fields.extraBody as Map<string, unknown> | Record<string, unknown>;
  }

  /** Equal to a request with equal components. */
  equals(other: unknown): boolean {
    if (!(other instanceof ChatCompletionRequest)) return false;
    return FIELD_NAMES.every((name) => objectsEquals(this.fields[name], other.fields[name]));
  }

  /** A hash over the components. */
  hashCode(): number {
    return objectsHash(...FIELD_NAMES.map((name) => this.fields[name]));
  }

  /** The JSON body: the present components, then the extra body's entries. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    const fields = this.fields;
    for (const name of FIELD_NAMES) {
      if (name === 'extraBody') continue;
      const value = fields[name];
      if (value !== undefined && value !== null) json[WIRE_NAMES[name]] = jsonValue(value);
    }
    const extra = fields.extraBody;
    if (extra !== undefined && extra !== null) {
      const entries = extra instanceof Map ? extra.entries() : Object.entries(extra);
      for (const [key, value] of entries) json[key] = jsonValue(value);
    }
    return json;
  }
}

/** Type-level view of the nested Java types of {@link ChatCompletionRequest}. */
export declare namespace ChatCompletionRequest {
  /** Java's `ChatCompletionRequest.ToolChoiceBuilder`. */
  type ToolChoiceBuilder = import('./ToolChoiceBuilder.js').ToolChoiceBuilder;
  /** Java's `ChatCompletionRequest.AudioParameters`. */
  type AudioParameters = import('./AudioParameters.js').AudioParameters;
  /** Java's `ChatCompletionRequest.StreamOptions`. */
  type StreamOptions = import('./StreamOptions.js').StreamOptions;
  /** Java's `ChatCompletionRequest.WebSearchOptions`. */
  type WebSearchOptions = import('./WebSearchOptions.js').WebSearchOptions;
}
