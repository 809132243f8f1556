/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool. */
export { ToolCallback } from './ToolCallback.js';
export { ToolCallbackProvider } from './ToolCallbackProvider.js';
export { StaticToolCallbackProvider } from './StaticToolCallbackProvider.js';
export * from './annotation/index.js';
export * from './definition/index.js';
export * from './metadata/index.js';
export * from './execution/index.js';
export * from './function/index.js';
export * from './method/index.js';
export * from './resolution/index.js';
export * from './support/index.js';
export * from './augment/index.js';
