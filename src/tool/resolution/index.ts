/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.resolution. */
export { ToolCallbackResolver } from './ToolCallbackResolver.js';
export { StaticToolCallbackResolver } from './StaticToolCallbackResolver.js';
export { DelegatingToolCallbackResolver } from './DelegatingToolCallbackResolver.js';
export { ContainerToolCallbackResolver } from './ContainerToolCallbackResolver.js';
