/* spring-ai-ts, Apache-2.0. One tool call a simulator scenario makes the model emit. */

/**
 * A tool call the simulated model emits, and how it is split over stream chunks.
 *
 * Shapes (`split`), all seen from the real service:
 * - `single`: the whole call in one chunk with its `index` (current M2.x). Several `single` calls
 *   of one scenario share one chunk, the finishing one.
 * - `openai`: a first fragment `{index, id, type, function: {name, arguments: ""}}`, then
 *   fragments carrying only `{index, function: {arguments}}`.
 * - `legacy`: every fragment repeats `id`, `type` and `name`, with no `index`.
 * - `empty-id`: a first fragment with `id` and `name`, then fragments with `id: ""` and only
 *   arguments, no `index`.
 *
 * Non-streaming responses always carry the whole call.
 *
 * @category Testing
 */
export interface MiniMaxScenarioToolCall {
  /** The function name. */
  name: string;
  /**
   * The arguments: a string is sent exactly as given (so it may be malformed JSON on purpose),
   * an object is serialized with `JSON.stringify`.
   */
  arguments: string | Record<string, unknown>;
  /** The call id; by default `call_function_<10 digits>_<n>`, `n` counting from 1. */
  id?: string;
  /**
   * The `index` to send on streamed fragments: a number overrides the position (two calls with
   * `index: 0` reproduce the parallel-call index bug), `null` leaves `index` out.
   */
  index?: number | null;
  /** How the call is split over chunks; default `single`. */
  split?: 'single' | 'openai' | 'legacy' | 'empty-id';
  /** Into how many argument fragments a split call is cut; default 3. */
  fragments?: number;
}
