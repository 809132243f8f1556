/* spring-ai-ts, Apache-2.0. The pluggable per-conversation store of the agent parts. */

/**
 * Keeps one value per conversation id, each entry with its own time to live: the agent parts keep
 * their per-conversation state here (the todo list of {@link TodoListTools}, the round counters of
 * {@link AgentToolCallingManager}).
 *
 * Implement it on a shared cache (Redis, a database) to keep that state across processes; the
 * default is {@link InMemoryConversationStore}. Values are replaced as a whole (`set` after `get`),
 * never mutated in place, so an implementation may serialise them.
 *
 * @example
 * ```ts
 * import { AgentToolCallAdvisor, AgentToolCallingManager, type AgentToolRoundState, type ConversationStore } from 'spring-ai-ts/agent';
 *
 * // A store of your own (a shared cache, say); this one is a Map that ignores time to live.
 * class MapConversationStore<V> implements ConversationStore<V> {
 *   private readonly values = new Map<string, V>();
 *
 *   async get(conversationId: string): Promise<V | undefined> {
 *     return this.values.get(conversationId);
 *   }
 *
 *   async set(conversationId: string, value: V): Promise<void> {
 *     this.values.set(conversationId, value);
 *   }
 *
 *   async delete(conversationId: string): Promise<boolean> {
 *     return this.values.delete(conversationId);
 *   }
 * }
 *
 * const toolCallingManager = AgentToolCallingManager.builder().conversationStore(new MapConversationStore<AgentToolRoundState>()).build();
 * console.log(AgentToolCallAdvisor.builder().toolCallingManager(toolCallingManager).build().getName());
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). The methods return `Promise`s because a real store does
 * I/O. A store with `update` (both shipped stores have it) keeps the round counters exact when
 * two rounds of one conversation run at the same time.
 *
 * @category Tools
 */
export interface ConversationStore<V> {
  /** The value of the conversation, or `undefined` when there is none or it has expired. */
  get(conversationId: string): Promise<V | undefined>;
  /**
   * Stores the value of the conversation, replacing the previous one.
   *
   * @param ttlMillis - how long the entry lives, in milliseconds; absent: the store's default
   */
  set(conversationId: string, value: V, ttlMillis?: number): Promise<void>;
  /** Forgets the conversation; resolves `true` when there was an entry. */
  delete(conversationId: string): Promise<boolean>;
  /**
   * Optional: replaces the value with `update(current)` in one step, so that concurrent updates of
   * one conversation (from this process or, for a shared store, from any instance) apply one after
   * the other; resolves with the new value. Where a store has it, the agent parts use it for their
   * counters; without it they fall back to `get` then `set`.
   */
  update?(conversationId: string, update: (current: V | undefined) => V, ttlMillis?: number): Promise<V>;
}
