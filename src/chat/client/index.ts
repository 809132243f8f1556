/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client. */
export { ChatClientRequest, ChatClientRequestBuilder } from './ChatClientRequest.js';
export { ChatClientResponse, ChatClientResponseBuilder } from './ChatClientResponse.js';
export { ChatClientMessageAggregator } from './ChatClientMessageAggregator.js';
export { ChatClientAttributes } from './ChatClientAttributes.js';
// ChatClient API (chat-client engineer). ChatClient first: it loads the default implementation in a safe order.
export { ChatClient } from './ChatClient.js';
export type { ChatClientBuilder } from './ChatClient.js';
export type { ChatClientRequestSpec } from './ChatClientRequestSpec.js';
export type { PromptUserSpec } from './PromptUserSpec.js';
export type { PromptSystemSpec } from './PromptSystemSpec.js';
export type { AdvisorSpec } from './AdvisorSpec.js';
export type { CallResponseSpec } from './CallResponseSpec.js';
export type { StreamResponseSpec } from './StreamResponseSpec.js';
export type { ChatClientCallOptions } from './ChatClientCallOptions.js';
export { ChatClientCustomizer } from './ChatClientCustomizer.js';
export { DefaultChatClient } from './DefaultChatClient.js';
export { DefaultChatClientBuilder } from './DefaultChatClientBuilder.js';
export { DefaultChatClientRequestSpec } from './DefaultChatClientRequestSpec.js';
export { DefaultCallResponseSpec } from './DefaultCallResponseSpec.js';
export { DefaultStreamResponseSpec } from './DefaultStreamResponseSpec.js';
export { DefaultPromptUserSpec } from './DefaultPromptUserSpec.js';
export { DefaultPromptSystemSpec } from './DefaultPromptSystemSpec.js';
export { DefaultAdvisorSpec } from './DefaultAdvisorSpec.js';
export { AdvisorParams } from './AdvisorParams.js';
export { ResponseEntity } from './ResponseEntity.js';
