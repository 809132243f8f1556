/* Ported from Spring AI PromptTemplateMessageActions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
import type { Message } from '../messages/Message.js';

/**
 * Renders a prompt template into a {@link Message}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/PromptTemplateMessageActions.html
 * @category Prompt
 */
export interface PromptTemplateMessageActions {
  /** A user message with the rendered text. */
  createMessage(): Message;
  /** A user message with the rendered text and media. */
  createMessage(mediaList: Media[]): Message;
  /** A user message rendered with additional variables. */
  createMessage(model: Map<string, unknown> | Record<string, unknown>): Message;
}
