export { AugmentedArgumentEvent } from './AugmentedArgumentEvent.js';
export { AugmentedArgumentType } from './AugmentedArgumentType.js';
export { ToolInputSchemaAugmenter } from './ToolInputSchemaAugmenter.js';
export { AugmentedToolCallback, type AugmentedArgumentConsumer } from './AugmentedToolCallback.js';
export { AugmentedToolCallbackProvider } from './AugmentedToolCallbackProvider.js';
export { AugmentedToolCallbackProviderBuilder } from './AugmentedToolCallbackProviderBuilder.js';
