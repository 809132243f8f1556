/* spring-ai-ts, Apache-2.0. No Spring counterpart: options of the recording proxy. */
import type { MiniMaxSimulator } from '../MiniMaxSimulator.js';
import type { MiniMaxWireExchange } from './MiniMaxWireExchange.js';

/**
 * Where the {@link MiniMaxRecordingProxy} gets its answers, and where it writes what it saw.
 *
 * Exactly one source answers: `replay` (recorded responses, round by round), else `upstream`
 * (a real MiniMax base URL such as `https://api.minimax.chat`), else `simulator` (a simulator
 * you script), else a simulator of its own with the command line's scenarios.
 *
 * @category Testing
 */
export interface MiniMaxRecordingProxyOptions {
  /** Base URL every request is forwarded to (the request path is appended). */
  upstream?: string;
  /** A simulator to forward to when there is no `upstream` (started if needed, not stopped). */
  simulator?: MiniMaxSimulator;
  /** Recorded exchanges whose responses are served in order instead of forwarding. */
  replay?: readonly MiniMaxWireExchange[];
  /** File the exchanges are written to, one JSON line each (truncated on start). */
  out?: string;
  /** Port to listen on (default: an ephemeral port). */
  port?: number;
  /** Interface to listen on (default `127.0.0.1`). */
  host?: string;
}
