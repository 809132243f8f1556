/* spring-ai-ts, Apache-2.0. What the MiniMax simulator remembers about one received request. */
import type { MiniMaxDialect } from './MiniMaxDialect.js';

/**
 * One request the simulator received, for assertions.
 *
 * Header names are lower case; the `authorization` value is redacted to `Bearer ***<last 4>`.
 * `body` is the parsed JSON, or the raw text when it did not parse.
 *
 * @category Testing
 */
export interface MiniMaxRecordedRequest {
  /** Position among all received chat-route requests since start or `reset()`, from 0. */
  seq: number;
  /** The HTTP method. */
  method: string;
  /** The path without the query string. */
  path: string;
  /** The chat dialect of the path; absent for other paths. */
  dialect?: MiniMaxDialect;
  /** Request headers, lower-case names, authorization redacted. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  /** When it arrived (milliseconds since the epoch). */
  receivedAt: number;
  /** The scenario that answered it (`name`, or `(unnamed)`), once chosen. */
  scenario?: string;
  /** The HTTP status sent, once sent. */
  status?: number;
  /**
   * How the exchange ended: `completed`, `rejected` (validation or auth error), `error`
   * (a scripted error), `dropped` (socket destroyed on purpose), `client-aborted` (the client
   * closed the connection first) or `stopped` (the simulator stopped first). Absent while running.
   */
  outcome?: 'completed' | 'rejected' | 'error' | 'dropped' | 'client-aborted' | 'stopped';
}
