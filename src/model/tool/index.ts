/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.model.tool. */
export { ToolCallingChatOptions, type ToolCallingChatOptionsBuilder } from './ToolCallingChatOptions.js';
export { DefaultToolCallingChatOptions, DefaultToolCallingChatOptionsBuilder } from './DefaultToolCallingChatOptions.js';
export { StructuredOutputChatOptions } from './StructuredOutputChatOptions.js';
export { ToolExecutionResult } from './ToolExecutionResult.js';
export { DefaultToolExecutionResult } from './DefaultToolExecutionResult.js';
export { DefaultToolExecutionResultBuilder } from './DefaultToolExecutionResult.js';
export { ToolCallingManager } from './ToolCallingManager.js';
export { DefaultToolCallingManager } from './DefaultToolCallingManager.js';
export { DefaultToolCallingManagerBuilder } from './DefaultToolCallingManager.js';
export { ToolExecutionEligibilityPredicate } from './ToolExecutionEligibilityPredicate.js';
export { DefaultToolExecutionEligibilityPredicate } from './DefaultToolExecutionEligibilityPredicate.js';
export { ToolExecutionEligibilityChecker } from './ToolExecutionEligibilityChecker.js';
export { ToolCallLimitBehavior } from './ToolCallLimitBehavior.js';
export { ToolCallLimitExceededException } from './ToolCallLimitExceededException.js';
export { ToolCallTimeoutException } from './ToolCallTimeoutException.js';
export { ToolCallReactiveContextHolder } from './ToolCallReactiveContextHolder.js';
