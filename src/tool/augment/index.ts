/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.tool.augment. */
export { AugmentedArgumentEvent } from './AugmentedArgumentEvent.js';
export { AugmentedArgumentType } from './AugmentedArgumentType.js';
export { ToolInputSchemaAugmenter } from './ToolInputSchemaAugmenter.js';
export { AugmentedToolCallback } from './AugmentedToolCallback.js';
export type { AugmentedArgumentConsumer } from './AugmentedArgumentConsumer.js';
export { AugmentedToolCallbackProvider } from './AugmentedToolCallbackProvider.js';
export { AugmentedToolCallbackProviderBuilder } from './AugmentedToolCallbackProvider.js';
