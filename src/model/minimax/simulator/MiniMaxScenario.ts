/* spring-ai-ts, Apache-2.0. The scenario DSL: one scripted response of the MiniMax simulator. */
import type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';
import type { MiniMaxScenarioInterrupt } from './MiniMaxScenarioInterrupt.js';
import type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';

/**
 * One scripted response of {@link MiniMaxSimulator}: plain JSON, so it can also be posted to
 * `POST /__sim/script` or passed in the `X-Sim-Scenario` header.
 *
 * A response is built in this order: optional `thinking`, then `text`, then `toolCalls`, then
 * the finish. The same scenario answers a streaming request (SSE events) and a non-streaming one
 * (one JSON body). `httpError` and `baseResp` replace the completion by an error; `interrupt`
 * breaks the stream off part-way.
 *
 * {@link MiniMaxScenarios} builds the common cases and the named presets.
 *
 * @example
 * ```ts
 * simulator.enqueue(
 *   { toolCalls: [{ name: 'get_weather', arguments: { location: 'Paris' }, split: 'openai' }] },
 *   { text: 'It is sunny in Paris.', chunks: 3, interChunkDelayMs: 1 },
 * );
 * ```
 * @category Testing
 */
export interface MiniMaxScenario {
  /** A name for recordings and error messages. */
  name?: string;
  /** Force a wire format; default `auto` (by endpoint). */
  dialect?: 'auto' | 'openai' | 'v2';

  /** Wait this long before sending the status line (exercises request timeouts). */
  firstByteDelayMs?: number;
  /** Send headers at once, then wait this long before the first event (first-token timeouts). */
  firstTokenDelayMs?: number;
  /** Wait this long between two events. */
  interChunkDelayMs?: number;

  /** Reasoning text; sent as `<think>` in `content` or as structured fields, see `reasoning`. */
  thinking?: string;
  /**
   * Where `thinking` goes: `auto` (default) follows the request's `reasoning_split` (true →
   * `reasoning_content` and `reasoning_details`, otherwise `<think>…</think>` inline), `inline`
   * and `split` force one, `both` sends both (seen on M3).
   */
  reasoning?: 'auto' | 'inline' | 'split' | 'both';
  /** Whether streamed `reasoning_details[].text` is each new piece or the text so far; default incremental. */
  reasoningDetails?: 'incremental' | 'cumulative';
  /** The answer text. */
  text?: string;
  /**
   * How streamed content (inline `<think>` block included) is cut: a number of near-equal pieces,
   * or the exact pieces (their concatenation replaces `thinking`/`text` content). Default: pieces
   * of `chunkSize` characters.
   */
  chunks?: number | string[];
  /** Characters per streamed content piece when `chunks` is absent; default 16. */
  chunkSize?: number;
  /** Tool calls, after the text. */
  toolCalls?: MiniMaxScenarioToolCall[];
  /** Streams: give each `single`-shape tool call its own chunk instead of sharing one. */
  separateToolCallChunks?: boolean;
  /** `finish_reason`; default `tool_calls` when there are tool calls, else `stop`. */
  finish?: string;

  /** Send `data: [DONE]` at the end of a stream; default true. */
  done?: boolean;
  /** Include `name:"MiniMax AI"`, `audio_content:""` and the `*_sensitive*` fields; default true. */
  extras?: boolean;
  /**
   * Usage reporting: `auto` (default: the OpenAI dialect sends a trailing `choices: []` usage
   * chunk when `stream_options.include_usage` is true, v2 puts usage in its summary event),
   * `always` (the usage chunk even when not asked for), `never`, `every-chunk` (every chunk
   * carries `usage:{total_tokens:0,total_characters:0}`, as some deployments do).
   */
  usage?: 'auto' | 'always' | 'never' | 'every-chunk';
  /** Token counts to report instead of the character-based estimate. */
  tokens?: {
    /** `prompt_tokens`. */
    prompt?: number;
    /** `completion_tokens` (reasoning included). */
    completion?: number;
    /** `completion_tokens_details.reasoning_tokens`. */
    reasoning?: number;
  };
  /** Streams: send the v2 `chat.completion` summary event; default true for v2, false for openai. */
  summary?: boolean;
  /** Streams: put `finish_reason` on its own empty-delta chunk (OpenAI style) instead of the last content chunk. */
  separateFinishChunk?: boolean;
  /** Streams: after the first chunk, send `role:""` and `reasoning_content:""` in deltas. */
  emptyRole?: boolean;
  /** Streams: this many extra empty-delta chunks after the finishing chunk. */
  afterFinish?: number;

  /** Answer with this HTTP error instead (before any SSE header). */
  httpError?: MiniMaxScenarioHttpError;
  /** Answer HTTP 200 with this non-zero `base_resp` (non-stream: `choices:null`; stream: one `choices:[]` event). */
  baseResp?: MiniMaxBaseResp;
  /** Break the stream off part-way. */
  interrupt?: MiniMaxScenarioInterrupt;
  /**
   * Streams: send exactly these event payloads instead of building them (objects are
   * JSON-serialized, strings sent as they are); `done`, pacing and `interrupt` still apply.
   */
  events?: Array<string | Record<string, unknown>>;
}
