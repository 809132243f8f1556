/* spring-ai-ts, Apache-2.0. A SPRING_AI_CHAT_MEMORY row → a message (Spring's MessageRowMapper). */
import { AssistantMessage } from '../../../../messages/AssistantMessage.js';
import type { Message } from '../../../../messages/Message.js';
import { MessageType } from '../../../../messages/MessageType.js';
import { SystemMessage } from '../../../../messages/SystemMessage.js';
import { ToolResponseMessage } from '../../../../messages/ToolResponseMessage.js';
import { UserMessage } from '../../../../messages/UserMessage.js';

/** The message of a row with `content` and `type` columns. */
export function toMessage(row: Record<string, unknown>): Message {
  const content = row['content'] as string;
  const type = MessageType.valueOf(row['type'] as string);
  switch (type) {
    case MessageType.USER:
      return new UserMessage(content);
    case MessageType.ASSISTANT:
      return new AssistantMessage(content);
    case MessageType.SYSTEM:
      return new SystemMessage(content);
    default:
      // As in Spring, a tool response is stored without its content.
      return ToolResponseMessage.builder().responses([]).build();
  }
}
