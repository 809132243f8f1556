/* Ported from Spring AI MiniMaxApi.ChatCompletionRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { FunctionTool } from './FunctionTool.js';
import { type ChatCompletionRequestFields, WIRE_NAMES } from './internal/ChatCompletionRequestFields.js';
import { ResponseFormat } from './ResponseFormat.js';

/**
 * Values for `tool_choice`: `auto`, `none`, or forcing one function.
 *
 * Reachable as `ChatCompletionRequest.ToolChoiceBuilder`, Java's nested class; declared before
 * the request class so its static `ToolChoiceBuilder` can refer to it.
 *
 * @remarks Current MiniMax models accept only `auto` and `none`.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionRequest.ToolChoiceBuilder.html
 * @category Models/MiniMax
 */
export abstract class ToolChoiceBuilder {
  /** The model decides. */
  static readonly AUTO = 'auto';
  /** No tool call. */
  static readonly NONE = 'none';

  /** Forces a call to `functionName`: `{"type":"function","function":{"name":…}}`. */
  static function(functionName: string): Record<string, unknown> {
    return { type: 'function', function: { name: functionName } };
  }
}

/**
 * A chat completion request; serialized without its absent fields.
 *
 * Constructors as in Java: the 15 fields in order, or the short forms `(messages, stream)`,
 * `(messages, model, temperature)`, `(messages, model, temperature, stream)` and
 * `(messages, model, tools, toolChoice)` (temperature 0.8).
 *
 * @remarks
 * A streamed request also sends `stream_options: {include_usage: true}` so that the
 * OpenAI-compatible endpoint reports usage (an addition; the native endpoint reports it anyway).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.ChatCompletionRequest.html
 * @category Models/MiniMax
 */
export class ChatCompletionRequest {
  /** Java's nested record `ChatCompletionRequest.ResponseFormat`. */
  static readonly ResponseFormat = ResponseFormat;
  /** Java's nested class `ChatCompletionRequest.ToolChoiceBuilder`. */
  static readonly ToolChoiceBuilder = ToolChoiceBuilder;

  private readonly fields: ChatCompletionRequestFields;

  /** ChatCompletionMessage[] and the stream flag. */
  constructor(messages: ChatCompletionMessage[], stream: boolean | undefined);
  /** ChatCompletionMessage[], model and temperature (not streamed). */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, temperature: number | undefined);
  /** ChatCompletionMessage[], model, temperature and the stream flag. */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, temperature: number | undefined, stream: boolean);
  /** ChatCompletionMessage[], model, tools and tool choice (temperature 0.8, not streamed). */
  constructor(messages: ChatCompletionMessage[], model: string | undefined, tools: FunctionTool[] | undefined, toolChoice: unknown);
  /** Every field, in Java's order. */
  constructor(
    messages: ChatCompletionMessage[] | undefined,
    model: string | undefined,
    frequencyPenalty: number | undefined,
    maxTokens: number | undefined,
    n: number | undefined,
    presencePenalty: number | undefined,
    responseFormat: ResponseFormat | undefined,
    seed: number | undefined,
    stop: string[] | undefined,
    stream: boolean | undefined,
    temperature: number | undefined,
    topP: number | undefined,
    maskSensitiveInfo: boolean | undefined,
    tools: FunctionTool[] | undefined,
    toolChoice: unknown,
  );
  constructor(
    messages: ChatCompletionMessage[] | undefined,
    second?: unknown,
    third?: unknown,
    fourth?: unknown,
    ...rest: unknown[]
  ) {
    const none = NO_FIELDS;
    if (arguments.length >= 15) {
      const [n, presencePenalty, responseFormat, seed, stop, stream, temperature, topP, maskSensitiveInfo, tools, toolChoice] = rest;
      this.fields = present({
        messages,
        model: second as string | undefined,
        frequencyPenalty: third as number | undefined,
        maxTokens: fourth as number | undefined,
        n: n as number | undefined,
        presencePenalty: presencePenalty as number | undefined,
        responseFormat: responseFormat as ResponseFormat | undefined,
        seed: seed as number | undefined,
        stop: stop as string[] | undefined,
        stream: stream as boolean | undefined,
        temperature: temperature as number | undefined,
        topP: topP as number | undefined,
        maskSensitiveInfo: maskSensitiveInfo as boolean | undefined,
        tools: tools as FunctionTool[] | undefined,
        toolChoice,
      });
    } else if (arguments.length === 2) {
      this.fields = present({ ...none, messages, stream: second as boolean | undefined });
    } else if (arguments.length === 3) {
      this.fields = present({ ...none, messages, model: second as string | undefined, stream: false, temperature: third as number | undefined });
    } else if (Array.isArray(third) || typeof fourth !== 'boolean') {
      this.fields = present({
        ...none,
        messages,
        model: second as string | undefined,
        stream: false,
        temperature: 0.8,
        tools: third as FunctionTool[] | undefined,
        toolChoice: fourth,
      });
    } else {
      this.fields = present({ ...none, messages, model: second as string | undefined, stream: fourth, temperature: third as number | undefined });
    }
  }

  /** The conversation. */
  messages(): ChatCompletionMessage[] {
    return this.fields.messages as ChatCompletionMessage[];
  }

  /** The model name. */
  model(): string | undefined {
    return this.fields.model;
  }

  /** `frequency_penalty`. */
  frequencyPenalty(): number | undefined {
    return this.fields.frequencyPenalty;
  }

  /** `max_tokens`. */
  maxTokens(): number | undefined {
    return this.fields.maxTokens;
  }

  /** `n`. */
  n(): number | undefined {
    return this.fields.n;
  }

  /** `presence_penalty`. */
  presencePenalty(): number | undefined {
    return this.fields.presencePenalty;
  }

  /** `response_format`. */
  responseFormat(): ResponseFormat | undefined {
    return this.fields.responseFormat;
  }

  /** `seed`. */
  seed(): number | undefined {
    return this.fields.seed;
  }

  /** `stop`. */
  stop(): string[] | undefined {
    return this.fields.stop;
  }

  /** `stream`. */
  stream(): boolean | undefined {
    return this.fields.stream;
  }

  /** `temperature`. */
  temperature(): number | undefined {
    return this.fields.temperature;
  }

  /** `top_p`. */
  topP(): number | undefined {
    return this.fields.topP;
  }

  /** `mask_sensitive_info`. */
  maskSensitiveInfo(): boolean | undefined {
    return this.fields.maskSensitiveInfo;
  }

  /** `tools`. */
  tools(): FunctionTool[] | undefined {
    return this.fields.tools;
  }

  /** `tool_choice`: a string or an object. */
  toolChoice(): unknown {
    return this.fields.toolChoice;
  }

  /** The wire form (absent fields left out). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    for (const [field, name] of WIRE_ENTRIES) {
      const value = this.fields[field];
      if (value !== undefined) json[name] = value;
    }
    if (this.stream() === true) json['stream_options'] = { include_usage: true };
    return json;
  }
}

/** Every field absent: the base of the short constructors. */
const NO_FIELDS: ChatCompletionRequestFields = Object.freeze({
  messages: undefined,
  model: undefined,
  frequencyPenalty: undefined,
  maxTokens: undefined,
  n: undefined,
  presencePenalty: undefined,
  responseFormat: undefined,
  seed: undefined,
  stop: undefined,
  stream: undefined,
  temperature: undefined,
  topP: undefined,
  maskSensitiveInfo: undefined,
  tools: undefined,
  toolChoice: undefined,
});

/** The fields and their wire names, listed once (two requests per tool round trip read them). */
const WIRE_ENTRIES = Object.entries(WIRE_NAMES) as ReadonlyArray<[keyof ChatCompletionRequestFields, string]>;

/** `fields` with Java's `null`s as `undefined` (absent on the wire). */
function present(fields: ChatCompletionRequestFields): ChatCompletionRequestFields {
  // The constructors pass a fresh object: cleared in place.
  const values = fields as unknown as Record<string, unknown>;
  for (const key of FIELD_NAMES) if (values[key] === null) values[key] = undefined;
  return fields;
}

const FIELD_NAMES = Object.keys(WIRE_NAMES);

/** Type-level view of the nested types of {@link ChatCompletionRequest}. */
export declare namespace ChatCompletionRequest {
  /** Java's `ChatCompletionRequest.ResponseFormat`. */
  type ResponseFormat = import('./ResponseFormat.js').ResponseFormat;
  /** Java's `ChatCompletionRequest.ToolChoiceBuilder`. */
  type ToolChoiceBuilder = import('./ChatCompletionRequest.js').ToolChoiceBuilder;
}
