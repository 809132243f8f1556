/* spring-ai-ts, Apache-2.0. Barrel of the agent conversation stores. */
export type { ConversationStore } from './ConversationStore.js';
export { InMemoryConversationStore } from './InMemoryConversationStore.js';
export type { InMemoryConversationStoreOptions } from './InMemoryConversationStoreOptions.js';
