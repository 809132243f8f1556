/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.annotation. */
export { Tool } from './Tool.js';
export type { ToolOptions } from './ToolOptions.js';
export { ToolParam } from './ToolParam.js';
export type { ToolParamOptions } from './ToolParamOptions.js';
export {
  TOOL_METADATA_KEY,
  TOOL_METHODS_METADATA_KEY,
  TOOL_PARAMS_METADATA_KEY,
  TOOL_PROPERTY_METADATA_KEY,
  TOOL_PROPERTIES_METADATA_KEY,
} from './metadata-keys.js';
