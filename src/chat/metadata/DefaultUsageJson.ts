/* spring-ai-ts, Apache-2.0. The JSON shape of DefaultUsage (Jackson's form in Spring AI). */

/**
 * The JSON form of a {@link DefaultUsage}, as Jackson writes and reads it.
 *
 * @category Chat Model
 */
export interface DefaultUsageJson {
  /** Tokens in the prompt. */
  promptTokens?: number | null;
  /** Tokens in the completion. */
  completionTokens?: number | null;
  /** Total tokens; computed when absent. */
  totalTokens?: number | null;
  /** The provider's usage object; written only when present. */
  nativeUsage?: unknown;
}
