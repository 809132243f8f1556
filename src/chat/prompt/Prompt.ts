/* Ported from Spring AI Prompt (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ModelRequest } from '../../model/ModelRequest.js';
import { AssistantMessage } from '../messages/AssistantMessage.js';
import { Message } from '../messages/Message.js';
import { SystemMessage } from '../messages/SystemMessage.js';
import { ToolResponseMessage } from '../messages/ToolResponseMessage.js';
import { UserMessage } from '../messages/UserMessage.js';
import type { ChatOptions } from './ChatOptions.js';
import { StringUtils } from '../../java/core/StringUtils.js';

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

/**
 * A request to a chat model: the messages and, optionally, the {@link ChatOptions}.
 *
 * @remarks
 * Java's seven constructors are TypeScript overloads, told apart at run time: a string is the
 * user text, an array is the message list, a {@link Message} followed by more messages is the
 * varargs form, and a {@link Message} followed by options (or nothing) is the single-message
 * form. A `null` first argument cannot be told apart, so it is read as a `null` message list
 * (`"messages cannot be null"`); Java gives `"Content must not be null for SYSTEM or USER messages"`
 * for a `null` string and `"messages cannot contain null elements"` for a `null` message.
 * `copy()` reports an unsupported message type with its constructor name
 * (`"Unsupported message type: <name>"`), not the Java class name. The message list given to
 * the constructor is kept, not copied, as in Java.
 *
 * @example
 * ```ts
 * const prompt = new Prompt([new SystemMessage('Be brief.'), new UserMessage('Hi')],
 *   ChatOptions.builder().temperature(0.2).build());
 * const response = await chatModel.call(prompt);
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/Prompt.html
 * @category Prompt
 */
export class Prompt implements ModelRequest<Message[]> {
  /** The builder class, as Java's nested `Prompt.Builder`. */
  static readonly Builder = PromptBuilder;

  private readonly messages: Message[];
  private chatOptions: ChatOptions | undefined;

  /** A prompt with one user message with this text. */
  constructor(contents: string, chatOptions?: ChatOptions);
  /** A prompt with one message. */
  constructor(message: Message, chatOptions?: ChatOptions);
  /** A prompt with these messages (the array is kept, not copied). */
  constructor(messages: Message[], chatOptions?: ChatOptions);
  /** A prompt with these messages (Java's varargs constructor). */
  constructor(...messages: Message[]);
  constructor(...args: unknown[]) {
    const [first, second] = args;
    let messages: Message[] | undefined;
    let chatOptions: ChatOptions | undefined;
    if (args.length === 0) {
      messages = [];
    } else if (typeof first === 'string') {
      messages = [new UserMessage(first)];
      chatOptions = second as ChatOptions | undefined;
    } else if (Array.isArray(first) || first === null || first === undefined) {
      messages = (first as Message[] | null | undefined) ?? undefined;
      chatOptions = second as ChatOptions | undefined;
    } else if (args.length >= 2 && Message.isInstance(second)) {
      messages = args as Message[];
    } else {
      messages = [first as Message];
      chatOptions = second as ChatOptions | undefined;
    }
    Assert.notNull(messages, 'messages cannot be null');
    Assert.noNullElements(messages, 'messages cannot contain null elements');
    this.messages = messages;
    this.chatOptions = chatOptions ?? undefined;
  }

  /** A new {@link PromptBuilder}. */
  static builder(): PromptBuilder {
    return new PromptBuilder();
  }

  /** The texts of all messages, concatenated (an absent text is written as `null`, as in Java). */
  getContents(): string {
    let contents = '';
    for (const message of this.getInstructions()) contents += javaToString(message.getText());
    return contents;
  }

  /** The chat options, or `undefined`. */
  getOptions(): ChatOptions | undefined {
    return this.chatOptions;
  }

  /** The messages. */
  getInstructions(): Message[] {
    return this.messages;
  }

  /** The first system message, or a new empty one when there is none. */
  getSystemMessage(): SystemMessage {
    for (const message of this.messages) {
      if (message instanceof SystemMessage) return message;
    }
    return new SystemMessage('');
  }

  /** The last user message, or a new empty one when there is none. */
  getUserMessage(): UserMessage {
    for (let index = this.messages.length - 1; index >= 0; index--) {
      const message = this.messages[index];
      if (message instanceof UserMessage) return message;
    }
    return new UserMessage('');
  }

  /** The last user or tool-response message, or a new empty user message when there is none. */
  getLastUserOrToolResponseMessage(): Message {
    for (let index = this.messages.length - 1; index >= 0; index--) {
      const message = this.messages[index];
      if (message instanceof UserMessage || message instanceof ToolResponseMessage) return message;
    }
    return new UserMessage('');
  }

  /** All system messages, in order. */
  getSystemMessages(): SystemMessage[] {
    return this.messages.filter((message): message is SystemMessage => message instanceof SystemMessage);
  }

  /** All user messages, in order. */
  getUserMessages(): UserMessage[] {
    return this.messages.filter((message): message is UserMessage => message instanceof UserMessage);
  }

  /** `Prompt{messages=[…], modelOptions=…}`. */
  toString(): string {
    return `Prompt{messages=${javaToString(this.messages)}, modelOptions=${javaToString(this.chatOptions)}}`;
  }

  /** Equal to a prompt with equal messages and equal options. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof Prompt)) return false;
    return objectsEquals(this.messages, other.messages) && objectsEquals(this.chatOptions, other.chatOptions);
  }

  /** A hash code over messages and options. */
  hashCode(): number {
    return objectsHash(this.messages, this.chatOptions);
  }

  /** A deep copy: each message copied, options copied with `copy()`. */
  copy(): Prompt {
    return new Prompt(this.instructionsCopy(), this.chatOptions?.copy());
  }

  private instructionsCopy(): Message[] {
    return this.messages.map((message) => {
      if (message instanceof UserMessage) return message.copy();
      if (message instanceof SystemMessage) return message.copy();
      if (message instanceof AssistantMessage) {
        return AssistantMessage.builder()
          .content(message.getText())
          .properties(message.getMetadata())
          .toolCalls(message.getToolCalls())
          .build();
      }
      if (message instanceof ToolResponseMessage) {
        return ToolResponseMessage.builder()
          .responses([...message.getResponses()])
          .metadata(new Map(message.getMetadata()))
          .build();
      }
      throw new IllegalArgumentException(`Unsupported message type: ${messageTypeName(message)}`);
    });
  }

  /**
   * A new prompt whose first system message is replaced by `augmenter(message)`; with no system
   * message, `augmenter(new SystemMessage(""))` is inserted first. A string replaces the text.
   */
  augmentSystemMessage(augmenter: ((systemMessage: SystemMessage) => SystemMessage) | string): Prompt {
    if (typeof augmenter === 'string') {
      const newSystemText = augmenter;
      return this.augmentSystemMessage((systemMessage) => systemMessage.mutate().text(newSystemText).build());
    }
    const messagesCopy = [...this.messages];
    const index = messagesCopy.findIndex((message) => message instanceof SystemMessage);
    if (index >= 0) {
      messagesCopy[index] = augmenter(messagesCopy[index] as SystemMessage);
    } else {
      messagesCopy.unshift(augmenter(new SystemMessage('')));
    }
    return new Prompt(messagesCopy, this.chatOptions?.copy());
  }

  /**
   * A new prompt whose last user message is replaced by `augmenter(message)`; with no user
   * message, `augmenter(new UserMessage(""))` is appended, except when there are no messages at
   * all (then nothing changes, as in Java). A string replaces the text.
   */
  augmentUserMessage(augmenter: ((userMessage: UserMessage) => UserMessage) | string): Prompt {
    if (typeof augmenter === 'string') {
      const newUserText = augmenter;
      return this.augmentUserMessage((userMessage) => userMessage.mutate().text(newUserText).build());
    }
    const messagesCopy = [...this.messages];
    for (let index = messagesCopy.length - 1; index >= 0; index--) {
      const message = messagesCopy[index];
      if (message instanceof UserMessage) {
        messagesCopy[index] = augmenter(message);
        break;
      }
      if (index === 0) messagesCopy.push(augmenter(new UserMessage('')));
    }
    return new Prompt(messagesCopy, this.chatOptions?.copy());
  }

  /** A builder preset with copies of the messages and of the options. */
  mutate(): PromptBuilder {
    const builder = new PromptBuilder().messages(this.instructionsCopy());
    if (this.chatOptions !== undefined) builder.chatOptions(this.chatOptions.copy());
    return builder;
  }
}

function messageTypeName(message: Message): string {
  const constructor = (message as object).constructor as { name?: string } | undefined;
  return constructor?.name ?? typeof message;
}

/**
 * Type-level view of the nested Java types of {@link Prompt}.
 *
 * @category Prompt
 */
export declare namespace Prompt {
  /** Java's `Prompt.Builder`. */
  type Builder = PromptBuilder;
}
