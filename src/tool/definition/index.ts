/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.definition. */
export { ToolDefinition } from './ToolDefinition.js';
export { DefaultToolDefinition } from './DefaultToolDefinition.js';
export { DefaultToolDefinitionBuilder } from './DefaultToolDefinition.js';
