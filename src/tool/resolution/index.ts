export { ToolCallbackResolver } from './ToolCallbackResolver.js';
export { StaticToolCallbackResolver } from './StaticToolCallbackResolver.js';
export { DelegatingToolCallbackResolver } from './DelegatingToolCallbackResolver.js';
export { ContainerToolCallbackResolver } from './ContainerToolCallbackResolver.js';
