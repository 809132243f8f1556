/* Ported from Spring AI PromptMetadata.PromptFilterMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Content-filter metadata for one prompt of a request; also reachable as
 * `PromptMetadata.PromptFilterMetadata`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/PromptMetadata.PromptFilterMetadata.html
 * @category Chat Model
 */
export interface PromptFilterMetadata {
  /** The index of the prompt this metadata belongs to. */
  getPromptIndex(): number;

  /** The provider's content-filter metadata. */
  getContentFilterMetadata<T = unknown>(): T;
}

/**
 * Companion of the {@link PromptFilterMetadata} interface.
 *
 * @category Chat Model
 */
export const PromptFilterMetadata = {
  /** Metadata for prompt `promptIndex` carrying `contentFilterMetadata`. */
  from(promptIndex: number, contentFilterMetadata: unknown): PromptFilterMetadata {
    return {
      getPromptIndex: () => promptIndex,
      getContentFilterMetadata: <T>() => contentFilterMetadata as T,
    };
  },
} as const;
