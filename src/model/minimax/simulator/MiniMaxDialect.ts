/* spring-ai-ts, Apache-2.0. Which of MiniMax's two chat wire formats a response uses. */

/**
 * One of the two chat wire formats the simulator speaks.
 *
 * `openai` is `POST /v1/chat/completions` (the OpenAI-compatible endpoint: a trailing usage chunk
 * with `choices: []`); `v2` is `POST /v1/text/chatcompletion_v2` (the native endpoint: streams end
 * with a `chat.completion` summary event carrying the whole message, `usage` and `base_resp`).
 *
 * @category Testing
 */
export type MiniMaxDialect = 'openai' | 'v2';
