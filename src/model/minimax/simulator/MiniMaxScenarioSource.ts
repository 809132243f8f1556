/* spring-ai-ts, Apache-2.0. A scenario, or a function that builds one from the request. */
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';

/**
 * A fixed {@link MiniMaxScenario}, or a function that builds one from the request it answers
 * (for answers that depend on the conversation, such as the default echo behaviour).
 *
 * @category Testing
 */
export type MiniMaxScenarioSource =
  | MiniMaxScenario
  | ((request: MiniMaxRecordedRequest) => MiniMaxScenario);
