/* Ported from Spring AI Content (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Text plus metadata: the common parent of messages (and, in Spring AI, documents).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/content/Content.html
 * @category Messages
 */
export interface Content {
  /**
   * The text; `undefined` where Java allows `null` (e.g. an assistant message with only tool calls).
   *
   * @remarks
   * Spring leaves `Content.getText()` unannotated, but `AbstractMessage.getText()`, which
   * implements it, is `@Nullable`; `UserMessage` and `SystemMessage` return `string`.
   */
  getText(): string | undefined;

  /** The metadata, keyed by name. */
  getMetadata(): Map<string, unknown>;
}

/**
 * Companion of the {@link Content} interface.
 *
 * @category Messages
 */
export const Content = {
  /** True when `value` has `getText()` and `getMetadata()` (the counterpart of `instanceof Content`). */
  isInstance(value: unknown): value is Content {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Content).getText === 'function' &&
      typeof (value as Content).getMetadata === 'function'
    );
  },
} as const;
