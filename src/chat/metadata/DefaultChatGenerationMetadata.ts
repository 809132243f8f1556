/* Ported from Spring AI DefaultChatGenerationMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ChatGenerationMetadata } from './ChatGenerationMetadata.js';

/**
 * The standard {@link ChatGenerationMetadata}: a finish reason, content filters and a map of
 * further entries. Made by {@link ChatGenerationMetadata.builder}.
 *
 * @remarks
 * Java's constructor is package-private; here it is public and marked internal. `entrySet()`
 * returns `[key, value]` pairs, and the sets are read-only copies.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/DefaultChatGenerationMetadata.html
 * @category Chat Model
 */
export class DefaultChatGenerationMetadata implements ChatGenerationMetadata {
  private readonly metadata: Map<string, unknown>;
  private readonly finishReason: string | undefined;
  private readonly contentFilters: Set<string>;

  /** @internal Use `ChatGenerationMetadata.builder()`. */
  constructor(metadata: Map<string, unknown>, finishReason: string | undefined, contentFilters: Iterable<string>) {
    Assert.notNull(metadata, 'Metadata must not be null');
    Assert.notNull(contentFilters, 'Content filters must not be null');
    this.metadata = metadata;
    this.finishReason = finishReason;
    this.contentFilters = new Set(contentFilters);
  }

  /** The value for `key`, or `undefined`. */
  get<T = unknown>(key: string): T | undefined {
    return this.metadata.get(key) as T | undefined;
  }

  /** Whether there is an entry for `key`. */
  containsKey(key: string): boolean {
    return this.metadata.has(key);
  }

  /** The value for `key`, or `defaultObject` when there is no entry. */
  getOrDefault<T>(key: string, defaultObject: T): T {
    return this.containsKey(key) ? (this.get<T>(key) as T) : defaultObject;
  }

  /** All entries, as `[key, value]` pairs. */
  entrySet(): Array<[string, unknown]> {
    return [...this.metadata.entries()];
  }

  /** All keys. */
  keySet(): ReadonlySet<string> {
    return new Set(this.metadata.keys());
  }

  /** Whether there are no entries. */
  isEmpty(): boolean {
    return this.metadata.size === 0;
  }

  /** The finish reason, or `undefined`. */
  getFinishReason(): string | undefined {
    return this.finishReason;
  }

  /** The content filters. */
  getContentFilters(): ReadonlySet<string> {
    return new Set(this.contentFilters);
  }

  /** A hash code over entries, finish reason and content filters. */
  hashCode(): number {
    return objectsHash(this.metadata, this.finishReason, this.contentFilters);
  }

  /** Equal to metadata of the same class with equal entries, finish reason and filters. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (other === null || other === undefined || (other as object).constructor !== this.constructor) return false;
    const that = other as DefaultChatGenerationMetadata;
    return (
      objectsEquals(this.metadata, that.metadata) &&
      objectsEquals(this.finishReason, that.finishReason) &&
      objectsEquals(this.contentFilters, that.contentFilters)
    );
  }

  /** `DefaultChatGenerationMetadata[finishReason='…', filters=<n>, metadata=<n>]`. */
  toString(): string {
    return `DefaultChatGenerationMetadata[finishReason='${String(this.finishReason)}', filters=${this.contentFilters.size}, metadata=${this.metadata.size}]`;
  }
}
