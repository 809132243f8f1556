/* Ported from Spring AI Usage (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Token usage of one model call: prompt, completion and total tokens, plus the provider's own
 * usage object.
 *
 * @remarks
 * `getTotalTokens` is a Java default method (prompt + completion, absent counts as 0), so it is
 * optional here; read it through {@link Usage.getTotalTokens | Usage.getTotalTokens(usage)},
 * which applies the default when an implementation leaves it out (PORTING.md rule 18). Java's
 * `Integer` counts are `number | undefined`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/Usage.html
 * @category Chat Model
 */
export interface Usage {
  /** Tokens in the prompt, or `undefined` when the provider did not say. */
  getPromptTokens(): number | undefined;

  /** Tokens in the completion, or `undefined` when the provider did not say. */
  getCompletionTokens(): number | undefined;

  /** Total tokens; when left out, prompt + completion (see {@link Usage.getTotalTokens}). */
  getTotalTokens?(): number;

  /** The provider's own usage object, if any. */
  getNativeUsage(): unknown;
}

/**
 * Companion of the {@link Usage} interface.
 *
 * @category Chat Model
 */
export const Usage = {
  /**
   * `usage.getTotalTokens()`, or Java's default when the implementation has none: prompt plus
   * completion tokens, each absent count read as 0.
   */
  getTotalTokens(usage: Usage): number {
    if (typeof usage.getTotalTokens === 'function') return usage.getTotalTokens();
    const promptTokens = usage.getPromptTokens() ?? 0;
    const completionTokens = usage.getCompletionTokens() ?? 0;
    return promptTokens + completionTokens;
  },

  /** True for objects with `getPromptTokens`, `getCompletionTokens` and `getNativeUsage` (`instanceof Usage`). */
  isInstance(value: unknown): value is Usage {
    const candidate = value as Partial<Record<keyof Usage, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getPromptTokens === 'function' &&
      typeof candidate.getCompletionTokens === 'function' &&
      typeof candidate.getNativeUsage === 'function'
    );
  },
} as const;
