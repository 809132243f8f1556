/* spring-ai-ts, Apache-2.0. Barrel of the agent conversation stores. */
export type { ConversationStore } from './ConversationStore.js';
export { InMemoryConversationStore } from './InMemoryConversationStore.js';
export type { InMemoryConversationStoreOptions } from './InMemoryConversationStoreOptions.js';
export { PostgresConversationStore } from './PostgresConversationStore.js';
export type { PostgresConversationStoreOptions } from './PostgresConversationStoreOptions.js';
