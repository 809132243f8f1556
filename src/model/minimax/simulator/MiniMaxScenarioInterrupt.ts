/* spring-ai-ts, Apache-2.0. How a simulated stream breaks off part-way. */
import type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';

/**
 * Breaks a scenario's stream off after a number of `data:` events.
 *
 * - `drop`: destroy the socket (no finish, no `[DONE]`); the client sees a network error.
 * - `hang`: keep the connection open and send nothing until the client aborts or the simulator
 *   stops, optionally writing `: ping` comments every `pingEveryMs`.
 * - `base-resp`: send `{"choices":[],"base_resp":…,"output_sensitive":true}` (default 1027
 *   `output new_sensitive`), then close.
 * - `error-object`: send `{"error":{"message","type","code"}}` (the shape openai-node throws
 *   `APIError` on), then close.
 *
 * Counting covers every event of the stream, so `afterEvents` can fall between the fragments of
 * one tool call. For a non-streaming request, `drop` destroys the socket instead of answering,
 * `hang` never answers, and the other two are sent as the HTTP-200 body.
 *
 * @category Testing
 */
export interface MiniMaxScenarioInterrupt {
  /** What happens. */
  action: 'drop' | 'hang' | 'base-resp' | 'error-object';
  /** How many `data:` events are sent first; default 0. */
  afterEvents?: number;
  /** `hang` only: write an SSE comment this often (milliseconds). */
  pingEveryMs?: number;
  /** `base-resp` only: the status to send; default `{1027, "output new_sensitive"}`. */
  baseResp?: MiniMaxBaseResp;
  /** `error-object` only: the error; default `{message:"unknown error", type:"api_error", code:"1000"}`. */
  error?: {
    /** `error.message`. */
    message: string;
    /** `error.type`; default `api_error`. */
    type?: string;
    /** `error.code`, a string as OpenRouter-style errors send it; default `1000`. */
    code?: string;
  };
}
