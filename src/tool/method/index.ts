export { MethodToolCallback } from './MethodToolCallback.js';
export { MethodToolCallbackBuilder } from './MethodToolCallbackBuilder.js';
export { MethodToolCallbackProvider } from './MethodToolCallbackProvider.js';
export { MethodToolCallbackProviderBuilder } from './MethodToolCallbackProviderBuilder.js';
