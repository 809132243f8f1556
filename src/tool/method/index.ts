export { MethodToolCallback, MethodToolCallbackBuilder } from './MethodToolCallback.js';
export { MethodToolCallbackProvider, MethodToolCallbackProviderBuilder } from './MethodToolCallbackProvider.js';
