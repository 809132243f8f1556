export { FunctionToolCallback } from './FunctionToolCallback.js';
export type { ToolFunction } from './ToolFunction.js';
export { FunctionToolCallbackBuilder } from './FunctionToolCallbackBuilder.js';
