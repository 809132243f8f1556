/* spring-ai-ts, Apache-2.0. The default conversation store: an LRU cache with a TTL per entry. */
import { LRUCache } from 'lru-cache';
import { Assert } from '../../java/core/Assert.js';
import type { ConversationStore } from './ConversationStore.js';
import type { InMemoryConversationStoreOptions } from './InMemoryConversationStoreOptions.js';

/**
 * A {@link ConversationStore} in process memory, on `lru-cache`: at most `maxEntries`
 * conversations (default 10 000; the least recently used is dropped first), each entry expiring
 * after its time to live (default 30 minutes; reading an entry does not extend it).
 *
 * @example
 * ```ts
 * const store = new InMemoryConversationStore<TodoItem[]>({ maxEntries: 1000, defaultTtlMillis: 600_000 });
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). Its state is lost on restart and not shared between
 * processes; implement {@link ConversationStore} on a shared cache for that.
 *
 * @category Tools
 */
export class InMemoryConversationStore<V> implements ConversationStore<V> {
  /** The default `maxEntries`: 10 000 conversations. */
  static readonly DEFAULT_MAX_ENTRIES = 10_000;

  /** The default time to live: 30 minutes, in milliseconds. */
  static readonly DEFAULT_TTL_MILLIS = 30 * 60 * 1000;

  private readonly cache: LRUCache<string, { value: V }>;

  private readonly defaultTtlMillis: number;

  /**
   * @throws IllegalArgumentException `"maxEntries must be a positive integer"`,
   *   `"defaultTtlMillis must be positive"`
   */
  constructor(options: InMemoryConversationStoreOptions = {}) {
    const maxEntries = options.maxEntries ?? InMemoryConversationStore.DEFAULT_MAX_ENTRIES;
    const defaultTtlMillis = options.defaultTtlMillis ?? InMemoryConversationStore.DEFAULT_TTL_MILLIS;
    Assert.isTrue(Number.isInteger(maxEntries) && maxEntries > 0, 'maxEntries must be a positive integer');
    Assert.isTrue(defaultTtlMillis > 0, 'defaultTtlMillis must be positive');
    this.defaultTtlMillis = defaultTtlMillis;
    // Values are boxed: lru-cache refuses `undefined` and `null` values.
    this.cache = new LRUCache<string, { value: V }>({ max: maxEntries, ttl: defaultTtlMillis });
  }

  /** The value of the conversation, or `undefined` when absent or expired. */
  async get(conversationId: string): Promise<V | undefined> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    return this.cache.get(conversationId)?.value;
  }

  /** Stores the value with its own time to live (default: the store's). */
  async set(conversationId: string, value: V, ttlMillis?: number): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    const ttl = ttlMillis ?? this.defaultTtlMillis;
    Assert.isTrue(ttl > 0, 'ttlMillis must be positive');
    this.cache.set(conversationId, { value }, { ttl });
  }

  /**
   * Replaces the value with `update(current)` in one step (`current` is `undefined` when absent
   * or expired); resolves with the new value. The counterpart of
   * {@link PostgresConversationStore.update}.
   */
  async update(conversationId: string, update: (current: V | undefined) => V, ttlMillis?: number): Promise<V> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    const ttl = ttlMillis ?? this.defaultTtlMillis;
    Assert.isTrue(ttl > 0, 'ttlMillis must be positive');
    const next = update(this.cache.get(conversationId)?.value);
    this.cache.set(conversationId, { value: next }, { ttl });
    return next;
  }

  /** Forgets the conversation. */
  async delete(conversationId: string): Promise<boolean> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    return this.cache.delete(conversationId);
  }

  /** How many conversations are stored (expired entries not yet purged included). */
  size(): number {
    return this.cache.size;
  }
}
