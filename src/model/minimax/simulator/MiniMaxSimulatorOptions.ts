/* spring-ai-ts, Apache-2.0. Construction options of the MiniMax simulator. */
import type { MiniMaxScenarioSource } from './MiniMaxScenarioSource.js';

/**
 * Options of {@link MiniMaxSimulator}; every field is optional.
 *
 * @category Testing
 */
export interface MiniMaxSimulatorOptions {
  /** The interface to listen on; default `127.0.0.1`. */
  host?: string;
  /** The port; default 0 (an ephemeral port, read it from `start()`). */
  port?: number;
  /** When given, only these API keys are accepted; others get HTTP 401 `invalid api key (2049)`. */
  apiKeys?: readonly string[];
  /** Also reject `n > 1` and non-string `tool_choice` with 2013; default false. */
  strict?: boolean;
  /** Seed of the id generator; default 1. Same seed and request order → same ids. */
  seed?: number;
  /** The `created` timestamp (seconds): a number, or a clock function; default a fixed 1776839993. */
  created?: number | (() => number);
  /** What answers when nothing is scripted; default {@link MiniMaxScenarios.echo}. */
  defaultScenario?: MiniMaxScenarioSource;
  /** Named scenarios for the `X-Sim-Scenario` header, besides {@link MiniMaxScenarioPresets}. */
  scenarios?: Record<string, MiniMaxScenarioSource>;
  /** Keep only the most recent this many recorded requests (long benchmark runs); default 10000. */
  maxRecordedRequests?: number;
  /** Reject request bodies larger than this many bytes with HTTP 413; default 10 MiB. */
  maxBodyBytes?: number;
  /**
   * Which API the simulator plays on its OpenAI-compatible paths: `minimax` (default: MiniMax's
   * checks and error bodies) or `openai` (OpenAI's: `temperature` in [0, 2], errors as
   * `{"error": {"message", "type", "param", "code"}}`). The embeddings path answers in the format
   * of the request it gets either way (`texts` → MiniMax's, `input` → OpenAI's).
   */
  api?: 'minimax' | 'openai';
}
