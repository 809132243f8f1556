/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.metadata. */
export { ToolMetadata } from './ToolMetadata.js';
export { DefaultToolMetadata } from './DefaultToolMetadata.js';
export { DefaultToolMetadataBuilder } from './DefaultToolMetadata.js';
