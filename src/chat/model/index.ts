/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.model (chat model core part). */
// Each outer type is listed before its builder.
export { ChatModel } from './ChatModel.js';
export { StreamingChatModel } from './StreamingChatModel.js';
export { ChatResponse } from './ChatResponse.js';
export { ChatResponseBuilder } from './ChatResponse.js';
export { Generation } from './Generation.js';
export { MessageAggregator } from './MessageAggregator.js';
export { MessageAggregatorDefaultUsage } from './MessageAggregatorDefaultUsage.js';
export { ToolContext } from './ToolContext.js';
