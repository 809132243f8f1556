/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.memory.repository.jdbc. */
export { JdbcChatMemoryRepository, JdbcChatMemoryRepositoryBuilder } from './JdbcChatMemoryRepository.js';
export { JdbcChatMemoryRepositoryDialect } from './JdbcChatMemoryRepositoryDialect.js';
export { PostgresChatMemoryRepositoryDialect } from './PostgresChatMemoryRepositoryDialect.js';
