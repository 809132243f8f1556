export { FunctionToolCallback, FunctionToolCallbackBuilder, type ToolFunction } from './FunctionToolCallback.js';
