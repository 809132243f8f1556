/* spring-ai-ts, Apache-2.0. Which requests a scripted simulator scenario applies to. */
import type { MiniMaxDialect } from './MiniMaxDialect.js';
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';

/**
 * Selects the requests a queued or standing scenario answers: a predicate over the recorded
 * request, or an object whose fields must all hold.
 *
 * @category Testing
 */
export type MiniMaxScenarioMatch =
  | ((request: MiniMaxRecordedRequest) => boolean)
  | {
      /** The text of the last `user` message contains this. */
      lastUserMessageContains?: string;
      /** The text of the last `user` message equals this. */
      lastUserMessage?: string;
      /** The last message has role `tool` (the second turn of a tool loop) or not. */
      afterToolResult?: boolean;
      /** The request asked for a stream or not. */
      stream?: boolean;
      /** The endpoint's dialect. */
      dialect?: MiniMaxDialect;
      /** The requested `model`. */
      model?: string;
    };
