/* spring-ai-ts, Apache-2.0. Settings of the in-memory conversation store. */

/**
 * Settings of an {@link InMemoryConversationStore}.
 *
 * @category Tools
 */
export interface InMemoryConversationStoreOptions {
  /** The most conversations kept; the least recently used goes first (default `10000`). */
  readonly maxEntries?: number;
  /** The time to live of an entry stored without one, in milliseconds (default 30 minutes). */
  readonly defaultTtlMillis?: number;
}
