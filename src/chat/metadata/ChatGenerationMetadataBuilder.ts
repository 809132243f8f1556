/* Ported from Spring AI ChatGenerationMetadata.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatGenerationMetadata } from './ChatGenerationMetadata.js';

/**
 * Builds a {@link ChatGenerationMetadata}; also reachable as `ChatGenerationMetadata.Builder`.
 *
 * @remarks
 * Java's `metadata(key, value)` and `metadata(Map)` overloads are one method: with two
 * arguments it sets one entry, with one (a `Map` or a plain object) it adds all entries.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/ChatGenerationMetadata.Builder.html
 * @category Chat Model
 */
export interface ChatGenerationMetadataBuilder {
  /** Sets the finish reason (e.g. `"STOP"`, `"TOOL_CALLS"`). */
  finishReason(finishReason: string | undefined): ChatGenerationMetadataBuilder;

  /** Sets one metadata entry. */
  metadata<T>(key: string, value: T): ChatGenerationMetadataBuilder;

  /** Adds all entries of a `Map` or plain object. */
  metadata(metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): ChatGenerationMetadataBuilder;

  /** Adds one content filter. */
  contentFilter(contentFilter: string): ChatGenerationMetadataBuilder;

  /** Adds several content filters. */
  contentFilters(contentFilters: Iterable<string>): ChatGenerationMetadataBuilder;

  /** Builds the metadata. */
  build(): ChatGenerationMetadata;
}
