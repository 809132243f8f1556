/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.client. */
export { ChatClientRequest, ChatClientRequestBuilder } from './ChatClientRequest.js';
export { ChatClientResponse, ChatClientResponseBuilder } from './ChatClientResponse.js';
export { ChatClientMessageAggregator } from './ChatClientMessageAggregator.js';
export { ChatClientAttributes } from './ChatClientAttributes.js';
