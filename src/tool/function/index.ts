export { FunctionToolCallback, type ToolFunction } from './FunctionToolCallback.js';
export { FunctionToolCallbackBuilder } from './FunctionToolCallbackBuilder.js';
