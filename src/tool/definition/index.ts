export { ToolDefinition } from './ToolDefinition.js';
export { DefaultToolDefinition, DefaultToolDefinitionBuilder } from './DefaultToolDefinition.js';
