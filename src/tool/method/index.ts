/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.method. */
export { MethodToolCallback } from './MethodToolCallback.js';
export { MethodToolCallbackBuilder } from './MethodToolCallback.js';
export { MethodToolCallbackProvider } from './MethodToolCallbackProvider.js';
export { MethodToolCallbackProviderBuilder } from './MethodToolCallbackProvider.js';
