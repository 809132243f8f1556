/* Ported from Spring AI DefaultChatGenerationMetadataBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { toMap } from '../../java/core/lang/JavaObjects.js';
import type { ChatGenerationMetadata } from './ChatGenerationMetadata.js';
import type { ChatGenerationMetadataBuilder } from './ChatGenerationMetadata.js';
import { DefaultChatGenerationMetadata } from './DefaultChatGenerationMetadata.js';

/**
 * The {@link ChatGenerationMetadataBuilder} behind {@link ChatGenerationMetadata.builder}.
 *
 * @remarks
 * Java's constructor is package-private; here it is public and marked internal.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/DefaultChatGenerationMetadataBuilder.html
 * @category Chat Model
 */
export class DefaultChatGenerationMetadataBuilder implements ChatGenerationMetadataBuilder {
  private finishReasonValue: string | undefined;
  private readonly metadataValue = new Map<string, unknown>();
  private readonly contentFiltersValue = new Set<string>();

  /** Sets the finish reason. */
  finishReason(finishReason: string | undefined): this {
    this.finishReasonValue = finishReason;
    return this;
  }

  /** Sets one entry. */
  metadata<T>(key: string, value: T): this;
  /** Adds all entries of a `Map` or plain object. */
  metadata(metadata: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this;
  metadata(
    keyOrMetadata: string | ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>,
    value?: unknown,
  ): this {
    if (typeof keyOrMetadata === 'string') {
      this.metadataValue.set(keyOrMetadata, value);
    } else {
      for (const [key, entry] of toMap(keyOrMetadata)) this.metadataValue.set(key, entry);
    }
    return this;
  }

  /** Adds one content filter. */
  contentFilter(contentFilter: string): this {
    this.contentFiltersValue.add(contentFilter);
    return this;
  }

  /** Adds several content filters. */
  contentFilters(contentFilters: Iterable<string>): this {
    for (const filter of contentFilters) this.contentFiltersValue.add(filter);
    return this;
  }

  /** Builds the metadata; it shares this builder's entry map, as in Java. */
  build(): ChatGenerationMetadata {
    return new DefaultChatGenerationMetadata(this.metadataValue, this.finishReasonValue, this.contentFiltersValue);
  }
}
