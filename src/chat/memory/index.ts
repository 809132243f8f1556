/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.memory. */
export { ChatMemory } from './ChatMemory.js';
export { ChatMemoryRepository } from './ChatMemoryRepository.js';
export { InMemoryChatMemoryRepository } from './InMemoryChatMemoryRepository.js';
export { MessageWindowChatMemory } from './MessageWindowChatMemory.js';
export { MessageWindowChatMemoryBuilder } from './MessageWindowChatMemory.js';
export { AtomicChatMemoryRepository } from './atomic/AtomicChatMemoryRepository.js';
export { WindowedChatMemoryRepository } from './atomic/WindowedChatMemoryRepository.js';
