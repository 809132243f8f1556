/* Ported from Spring AI Prompt.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { StringUtils } from '../../core/StringUtils.js';
import type { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import type { ChatOptions } from './ChatOptions.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { Prompt } from './Prompt.js';

/**
 * Builds a {@link Prompt}; also reachable as `Prompt.Builder`.
 *
 * Give either `content` (one user message) or `messages`, not both.
 *
 * @remarks
 * Java's `messages(Message...)` and `messages(List)` overloads are one method: a single array
 * argument is the list, otherwise the arguments are the messages.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/Prompt.Builder.html
 * @category Prompt
 */
export class PromptBuilder {
  private contentValue: string | undefined;
  private messagesValue: Message[] | undefined;
  private chatOptionsValue: ChatOptions | undefined;

  /** Sets the text of a single user message. */
  content(content: string | undefined): this {
    this.contentValue = content ?? undefined;
    return this;
  }

  /** Sets the messages, as one array. */
  messages(messages: Message[] | undefined): this;
  /** Sets the messages, as separate arguments. */
  messages(...messages: Message[]): this;
  messages(...messages: Array<Message | Message[] | undefined>): this {
    const [first] = messages;
    if (messages.length === 1 && (Array.isArray(first) || first === undefined || first === null)) {
      this.messagesValue = (first as Message[] | undefined) ?? undefined;
    } else {
      this.messagesValue = messages as Message[];
    }
    return this;
  }

  /** Sets the chat options. */
  chatOptions(chatOptions: ChatOptions | undefined): this {
    this.chatOptionsValue = chatOptions ?? undefined;
    return this;
  }

  /**
   * Builds the prompt.
   *
   * @throws IllegalArgumentException `"content and messages cannot be set at the same time"`, or
   * `"messages cannot be null"` when neither is set
   */
  build(): Prompt {
    if (StringUtils.hasText(this.contentValue) && this.messagesValue !== undefined && this.messagesValue.length > 0) {
      throw new IllegalArgumentException('content and messages cannot be set at the same time');
    } else if (StringUtils.hasText(this.contentValue)) {
      this.messagesValue = [new UserMessage(this.contentValue)];
    }
    return new Prompt(this.messagesValue as Message[], this.chatOptionsValue);
  }
}
