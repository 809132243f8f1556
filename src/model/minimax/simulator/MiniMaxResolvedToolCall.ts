/* spring-ai-ts, Apache-2.0. A scripted tool call with everything the wire needs resolved. */
import type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';

/**
 * A scripted tool call with its id, serialized arguments and position in the response resolved.
 *
 * @internal
 */
export interface MiniMaxResolvedToolCall {
  id: string;
  name: string;
  args: string;
  spec: MiniMaxScenarioToolCall;
  position: number;
}
