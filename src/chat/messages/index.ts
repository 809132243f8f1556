/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.messages. */
// Each outer class is listed before its builder.
export { MessageType } from './MessageType.js';
export { Message } from './Message.js';
export { AbstractMessage } from './AbstractMessage.js';
export { UserMessage } from './UserMessage.js';
export { UserMessageBuilder } from './UserMessageBuilder.js';
export { SystemMessage } from './SystemMessage.js';
export { SystemMessageBuilder } from './SystemMessageBuilder.js';
export { AssistantMessage } from './AssistantMessage.js';
export { AssistantMessageBuilder } from './AssistantMessageBuilder.js';
export { ToolCall } from './ToolCall.js';
export { ToolResponseMessage } from './ToolResponseMessage.js';
export { ToolResponseMessageBuilder } from './ToolResponseMessageBuilder.js';
export { ToolResponse } from './ToolResponse.js';
