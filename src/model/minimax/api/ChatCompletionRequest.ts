/* Ported from Spring AI MiniMaxApi.ChatCompletionRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatCompletionMessage } from './ChatCompletionMessage.js';
import type { FunctionTool } from './FunctionTool.js';
import { ResponseFormat } from './ResponseFormat.js';
import { ToolChoiceBuilder } from './ToolChoiceBuilder.js';

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

  private readonly fields: readonly unknown[];

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
  constructor(...args: unknown[]) {
    const u = undefined;
    const [messages, second, third, fourth] = args;
    if (args.length >= 15) this.fields = args.slice(0, 15);
    else if (args.length === 2) this.fields = [messages, u, u, u, u, u, u, u, u, second, u, u, u, u, u];
    else if (args.length === 3) this.fields = [messages, second, u, u, u, u, u, u, u, false, third, u, u, u, u];
    else if (Array.isArray(third) || typeof fourth !== 'boolean') {
      this.fields = [messages, second, u, u, u, u, u, u, u, false, 0.8, u, u, third, fourth];
    } else this.fields = [messages, second, u, u, u, u, u, u, u, fourth, third, u, u, u, u];
    this.fields = this.fields.map((value) => value ?? undefined);
  }

  /** The conversation. */
  messages(): ChatCompletionMessage[] {
    return this.fields[0] as ChatCompletionMessage[];
  }

  /** The model name. */
  model(): string | undefined {
    return this.fields[1] as string | undefined;
  }

  /** `frequency_penalty`. */
  frequencyPenalty(): number | undefined {
    return this.fields[2] as number | undefined;
  }

  /** `max_tokens`. */
  maxTokens(): number | undefined {
    return this.fields[3] as number | undefined;
  }

  /** `n`. */
  n(): number | undefined {
    return this.fields[4] as number | undefined;
  }

  /** `presence_penalty`. */
  presencePenalty(): number | undefined {
    return this.fields[5] as number | undefined;
  }

  /** `response_format`. */
  responseFormat(): ResponseFormat | undefined {
    return this.fields[6] as ResponseFormat | undefined;
  }

  /** `seed`. */
  seed(): number | undefined {
    return this.fields[7] as number | undefined;
  }

  /** `stop`. */
  stop(): string[] | undefined {
    return this.fields[8] as string[] | undefined;
  }

  /** `stream`. */
  stream(): boolean | undefined {
    return this.fields[9] as boolean | undefined;
  }

  /** `temperature`. */
  temperature(): number | undefined {
    return this.fields[10] as number | undefined;
  }

  /** `top_p`. */
  topP(): number | undefined {
    return this.fields[11] as number | undefined;
  }

  /** `mask_sensitive_info`. */
  maskSensitiveInfo(): boolean | undefined {
    return this.fields[12] as boolean | undefined;
  }

  /** `tools`. */
  tools(): FunctionTool[] | undefined {
    return this.fields[13] as FunctionTool[] | undefined;
  }

  /** `tool_choice`: a string or an object. */
  toolChoice(): unknown {
    return this.fields[14];
  }

  /** The wire form (absent fields left out). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    WIRE_NAMES.forEach((name, index) => {
      const value = this.fields[index];
      if (value !== undefined) json[name] = value;
    });
    if (this.stream() === true) json['stream_options'] = { include_usage: true };
    return json;
  }
}

const WIRE_NAMES = [
  'messages', 'model', 'frequency_penalty', 'max_tokens', 'n', 'presence_penalty', 'response_format', 'seed',
  'stop', 'stream', 'temperature', 'top_p', 'mask_sensitive_info', 'tools', 'tool_choice',
] as const;

/** Type-level view of the nested types of {@link ChatCompletionRequest}. */
export declare namespace ChatCompletionRequest {
  /** Java's `ChatCompletionRequest.ResponseFormat`. */
  type ResponseFormat = import('./ResponseFormat.js').ResponseFormat;
  /** Java's `ChatCompletionRequest.ToolChoiceBuilder`. */
  type ToolChoiceBuilder = import('./ToolChoiceBuilder.js').ToolChoiceBuilder;
}
