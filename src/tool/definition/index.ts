export { ToolDefinition } from './ToolDefinition.js';
export { DefaultToolDefinition } from './DefaultToolDefinition.js';
export { DefaultToolDefinitionBuilder } from './DefaultToolDefinitionBuilder.js';
