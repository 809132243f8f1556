export { Tool, type ToolOptions } from './Tool.js';
export { ToolParam, type ToolParamOptions } from './ToolParam.js';
export {
  TOOL_METADATA_KEY,
  TOOL_METHODS_METADATA_KEY,
  TOOL_PARAMS_METADATA_KEY,
  TOOL_PROPERTY_METADATA_KEY,
  TOOL_PROPERTIES_METADATA_KEY,
} from './metadata-keys.js';
