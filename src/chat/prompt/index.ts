/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.prompt (chat model core part). */
// Each outer type is listed before its builder.
export { ChatOptions, type ChatOptionsBuilder } from './ChatOptions.js';
export { DefaultChatOptions, DefaultChatOptionsBuilder } from './DefaultChatOptions.js';
export { Prompt } from './Prompt.js';
export { PromptBuilder } from './Prompt.js';
// PromptTemplate (chat-client engineer).
export { PromptTemplate } from './PromptTemplate.js';
export { PromptTemplateBuilder } from './PromptTemplate.js';
export type { PromptTemplateActions } from './PromptTemplateActions.js';
export type { PromptTemplateStringActions } from './PromptTemplateStringActions.js';
export type { PromptTemplateMessageActions } from './PromptTemplateMessageActions.js';
