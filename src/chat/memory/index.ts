/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.memory. */
export { ChatMemory } from './ChatMemory.js';
