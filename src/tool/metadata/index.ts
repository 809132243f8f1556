export { ToolMetadata } from './ToolMetadata.js';
export { DefaultToolMetadata } from './DefaultToolMetadata.js';
export { DefaultToolMetadataBuilder } from './DefaultToolMetadataBuilder.js';
