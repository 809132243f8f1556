/* Ported from Spring AI Usage (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Token usage of one model call: prompt, completion and total tokens, plus the provider's own
 * usage object.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `usage.getTotalTokens()` compiles under `strict` and defaults to prompt + completion tokens
 * (an absent count read as 0); translated `implements Usage` becomes `extends Usage`. The static
 * {@link Usage.getTotalTokens | Usage.getTotalTokens(usage)} applies the default to an object
 * without the method. Java's `Integer` counts are `number | undefined`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/Usage.html
 * @category Chat Model
 */
export abstract class Usage {
  /** Tokens in the prompt, or `undefined` when the provider did not say. */
  abstract getPromptTokens(): number | undefined;

  /** Tokens in the completion, or `undefined` when the provider did not say. */
  abstract getCompletionTokens(): number | undefined;

  /** Total tokens; Java's default is prompt + completion, an absent count read as 0. */
  getTotalTokens(): number {
    return (this.getPromptTokens() ?? 0) + (this.getCompletionTokens() ?? 0);
  }

  /** The provider's own usage object, if any. */
  abstract getNativeUsage(): unknown;

  /**
   * `usage.getTotalTokens()`, or Java's default for an object without it: prompt plus
   * completion tokens, each absent count read as 0.
   */
  static getTotalTokens(usage: Omit<Usage, 'getTotalTokens'> & Partial<Usage>): number {
    if (typeof usage.getTotalTokens === 'function') return usage.getTotalTokens();
    const promptTokens = usage.getPromptTokens() ?? 0;
    const completionTokens = usage.getCompletionTokens() ?? 0;
    return promptTokens + completionTokens;
  }

  /** True for objects with `getPromptTokens`, `getCompletionTokens` and `getNativeUsage` (`instanceof Usage`). */
  static isInstance(value: unknown): value is Usage {
    const candidate = value as Partial<Record<keyof Usage, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getPromptTokens === 'function' &&
      typeof candidate.getCompletionTokens === 'function' &&
      typeof candidate.getNativeUsage === 'function'
    );
  }
}
