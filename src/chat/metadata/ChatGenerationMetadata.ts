/* Ported from Spring AI ChatGenerationMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ResultMetadata } from '../../model/ResultMetadata.js';
import { DefaultChatGenerationMetadataBuilder } from './DefaultChatGenerationMetadataBuilder.js';

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

/**
 * Metadata of one chat generation: the finish reason, content filters and provider-specific
 * entries.
 *
 * @remarks
 * `entrySet()` returns `[key, value]` pairs; the sets are read-only.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/ChatGenerationMetadata.html
 * @category Chat Model
 */
export interface ChatGenerationMetadata extends ResultMetadata {
  /** Why the model stopped (e.g. `"STOP"`, `"TOOL_CALLS"`), or `undefined`. */
  getFinishReason(): string | undefined;

  /** The content filters that applied. */
  getContentFilters(): ReadonlySet<string>;

  /** The value for `key`, or `undefined`. */
  get<T = unknown>(key: string): T | undefined;

  /** Whether there is an entry for `key`. */
  containsKey(key: string): boolean;

  /** The value for `key`, or `defaultObject`. */
  getOrDefault<T>(key: string, defaultObject: T): T;

  /** All entries, as `[key, value]` pairs. */
  entrySet(): Array<[string, unknown]>;

  /** All keys. */
  keySet(): ReadonlySet<string>;

  /** Whether there are no entries. */
  isEmpty(): boolean;
}

/**
 * Companion of the {@link ChatGenerationMetadata} interface.
 *
 * @category Chat Model
 */
export const ChatGenerationMetadata = {
  /** The empty metadata, used when a generation has none (compare with `===`). */
  NULL: new DefaultChatGenerationMetadataBuilder().build(),

  /** A new {@link ChatGenerationMetadataBuilder}. */
  builder(): ChatGenerationMetadataBuilder {
    return new DefaultChatGenerationMetadataBuilder();
  },

  /** True for objects with `getFinishReason` and `getContentFilters` (the counterpart of `instanceof`). */
  isInstance(value: unknown): value is ChatGenerationMetadata {
    const candidate = value as Partial<Record<keyof ChatGenerationMetadata, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getFinishReason === 'function' &&
      typeof candidate.getContentFilters === 'function'
    );
  },
} as const;

/**
 * Type-level view of the nested Java types of {@link ChatGenerationMetadata}.
 *
 * @category Chat Model
 */
export declare namespace ChatGenerationMetadata {
  /** Java's `ChatGenerationMetadata.Builder`. */
  type Builder = ChatGenerationMetadataBuilder;
}
