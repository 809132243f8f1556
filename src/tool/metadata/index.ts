export { ToolMetadata } from './ToolMetadata.js';
export { DefaultToolMetadata, DefaultToolMetadataBuilder } from './DefaultToolMetadata.js';
