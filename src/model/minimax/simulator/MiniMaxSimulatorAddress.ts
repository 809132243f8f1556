/* spring-ai-ts, Apache-2.0. Where a started MiniMax simulator listens. */

/**
 * The addresses of a started {@link MiniMaxSimulator}.
 *
 * @category Testing
 */
export interface MiniMaxSimulatorAddress {
  /** `http://127.0.0.1:<port>`: the base URL of a native client (it appends `/v1/text/chatcompletion_v2`). */
  baseUrl: string;
  /** `http://127.0.0.1:<port>/v1`: the `baseURL` of the `openai` client (it appends `/chat/completions`). */
  openAiBaseUrl: string;
  /** The port actually bound. */
  port: number;
}
