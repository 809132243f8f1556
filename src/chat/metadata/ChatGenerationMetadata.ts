/* Ported from Spring AI ChatGenerationMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ResultMetadata } from '../../model/ResultMetadata.js';
import type { ChatGenerationMetadataBuilder } from './ChatGenerationMetadataBuilder.js';
import { DefaultChatGenerationMetadataBuilder } from './DefaultChatGenerationMetadataBuilder.js';

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
