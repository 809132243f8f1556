/* Ported from Spring AI Message (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Content } from '../../content/Content.js';
import type { MessageType } from './MessageType.js';

/**
 * A message of a chat conversation: text, metadata and a {@link MessageType}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/messages/Message.html
 * @category Messages
 */
export interface Message extends Content {
  /** The role of the message. */
  getMessageType(): MessageType;
}

/**
 * Companion of the {@link Message} interface.
 *
 * @category Messages
 */
export const Message = {
  /** True for {@link Content} with a `getMessageType()` method (the counterpart of `instanceof Message`). */
  isInstance(value: unknown): value is Message {
    return Content.isInstance(value) && typeof (value as Message).getMessageType === 'function';
  },
} as const;
