/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.metadata. */
// Each outer type is listed before its builder.
export { Usage } from './Usage.js';
export { DefaultUsage } from './DefaultUsage.js';
export type { DefaultUsageJson } from './DefaultUsageJson.js';
export { EmptyUsage } from './EmptyUsage.js';
export { RateLimit } from './RateLimit.js';
export { EmptyRateLimit } from './EmptyRateLimit.js';
export { PromptMetadata } from './PromptMetadata.js';
export { PromptFilterMetadata } from './PromptFilterMetadata.js';
export { ChatGenerationMetadata } from './ChatGenerationMetadata.js';
export type { ChatGenerationMetadataBuilder } from './ChatGenerationMetadata.js';
export { DefaultChatGenerationMetadata } from './DefaultChatGenerationMetadata.js';
export { DefaultChatGenerationMetadataBuilder } from './DefaultChatGenerationMetadataBuilder.js';
export { ChatResponseMetadata } from './ChatResponseMetadata.js';
export { ChatResponseMetadataBuilder } from './ChatResponseMetadata.js';
