/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.function. */
export { FunctionToolCallback } from './FunctionToolCallback.js';
export type { ToolFunction, ToolFunctionObject } from './ToolFunction.js';
export { FunctionToolCallbackBuilder } from './FunctionToolCallback.js';
