/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.support. */
export { ToolUtils } from './ToolUtils.js';
export { ToolDefinitions } from './ToolDefinitions.js';
