export { ToolUtils } from './ToolUtils.js';
export { ToolDefinitions } from './ToolDefinitions.js';
