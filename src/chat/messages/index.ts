/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.chat.messages. */
// Each outer class is listed before its builder.
export { MessageType } from './MessageType.js';
export { Message } from './Message.js';
export { AbstractMessage } from './AbstractMessage.js';
export { UserMessage } from './UserMessage.js';
export { UserMessageBuilder } from './UserMessage.js';
export { SystemMessage } from './SystemMessage.js';
export { SystemMessageBuilder } from './SystemMessage.js';
export { AssistantMessage } from './AssistantMessage.js';
export { AssistantMessageBuilder } from './AssistantMessage.js';
export { ToolCall } from './ToolCall.js';
export { ToolResponseMessage } from './ToolResponseMessage.js';
export { ToolResponseMessageBuilder } from './ToolResponseMessage.js';
export { ToolResponse } from './ToolResponse.js';
