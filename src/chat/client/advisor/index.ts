/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client.advisor (the chain, model advisors and utilities). */
export { AdvisorUtils } from './AdvisorUtils.js';
export { ChatModelCallAdvisor, ChatModelCallAdvisorBuilder } from './ChatModelCallAdvisor.js';
export { ChatModelStreamAdvisor, ChatModelStreamAdvisorBuilder } from './ChatModelStreamAdvisor.js';
export { DefaultAroundAdvisorChain, DefaultAroundAdvisorChainBuilder } from './DefaultAroundAdvisorChain.js';
export { SafeGuardAdvisor, SafeGuardAdvisorBuilder } from './SafeGuardAdvisor.js';
export { SimpleLoggerAdvisor, SimpleLoggerAdvisorBuilder } from './SimpleLoggerAdvisor.js';
export type { RequestToString, ResponseToString } from './SimpleLoggerAdvisor.js';
export { RepeatedToolCallException } from '../../../model/tool/RepeatedToolCallException.js';
export { ToolCallAdvisor } from './ToolCallAdvisor.js';
export { ToolCallAdvisorBuilder } from './ToolCallAdvisor.js';
export type { ToolCallAdvisorOptions } from './ToolCallAdvisorOptions.js';
export { ToolCallingAdvisor } from './ToolCallingAdvisor.js';
export { UsageAccumulator } from './UsageAccumulator.js';
// Structured output validation (structured-output engineer).
export { StructuredOutputValidationAdvisor } from './StructuredOutputValidationAdvisor.js';
export { StructuredOutputValidationAdvisorBuilder } from './StructuredOutputValidationAdvisor.js';
export { StructuredOutputValidationException } from './StructuredOutputValidationException.js';
// Chat memory advisors (chat-memory engineer).
export { MessageChatMemoryAdvisor } from './MessageChatMemoryAdvisor.js';
export { MessageChatMemoryAdvisorBuilder } from './MessageChatMemoryAdvisor.js';
export { PromptChatMemoryAdvisor } from './PromptChatMemoryAdvisor.js';
export { PromptChatMemoryAdvisorBuilder } from './PromptChatMemoryAdvisor.js';
