/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.support (chat model core part). */
export { UsageCalculator } from './UsageCalculator.js';
export { ToolCallbacks } from './ToolCallbacks.js';
