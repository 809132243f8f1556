/* Ported from Spring AI DefaultChatClient (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { Prompt } from '../prompt/Prompt.js';
import type { ChatClient } from './ChatClient.js';
import type { ChatClientBuilder } from './ChatClient.js';
import type { ChatClientRequestSpec } from './ChatClientRequestSpec.js';
import { DefaultAdvisorSpec } from './DefaultAdvisorSpec.js';
import { DefaultCallResponseSpec } from './DefaultCallResponseSpec.js';
import { DefaultChatClientRequestSpec } from './DefaultChatClientRequestSpec.js';
import { DefaultPromptSystemSpec } from './DefaultPromptSystemSpec.js';
import { DefaultPromptUserSpec } from './DefaultPromptUserSpec.js';
import { DefaultStreamResponseSpec } from './DefaultStreamResponseSpec.js';

/**
 * The default {@link ChatClient}: it holds one request spec with the defaults and copies it for
 * every `prompt()`.
 *
 * @remarks
 * Java's nested classes live in their own files and are also reachable here, as values and
 * types: `DefaultChatClient.DefaultChatClientRequestSpec`, `DefaultChatClient.DefaultCallResponseSpec`,
 * `DefaultChatClient.DefaultStreamResponseSpec`, `DefaultChatClient.DefaultPromptUserSpec`,
 * `DefaultChatClient.DefaultPromptSystemSpec`, `DefaultChatClient.DefaultAdvisorSpec`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.html
 * @category Chat Client
 */
export class DefaultChatClient implements ChatClient {
  /** Java's nested `DefaultChatClient.DefaultPromptUserSpec`. */
  static readonly DefaultPromptUserSpec = DefaultPromptUserSpec;
  /** Java's nested `DefaultChatClient.DefaultPromptSystemSpec`. */
  static readonly DefaultPromptSystemSpec = DefaultPromptSystemSpec;
  /** Java's nested `DefaultChatClient.DefaultAdvisorSpec`. */
  static readonly DefaultAdvisorSpec = DefaultAdvisorSpec;
  /** Java's nested `DefaultChatClient.DefaultCallResponseSpec`. */
  static readonly DefaultCallResponseSpec = DefaultCallResponseSpec;
  /** Java's nested `DefaultChatClient.DefaultStreamResponseSpec`. */
  static readonly DefaultStreamResponseSpec = DefaultStreamResponseSpec;
  /** Java's nested `DefaultChatClient.DefaultChatClientRequestSpec`. */
  static readonly DefaultChatClientRequestSpec = DefaultChatClientRequestSpec;

  private readonly defaultChatClientRequest: DefaultChatClientRequestSpec;

  /**
   * @param defaultChatClientRequest - the defaults every request starts from
   * @throws IllegalArgumentException `"defaultChatClientRequest cannot be null"`
   */
  constructor(defaultChatClientRequest: DefaultChatClientRequestSpec) {
    Assert.notNull(defaultChatClientRequest, 'defaultChatClientRequest cannot be null');
    this.defaultChatClientRequest = defaultChatClientRequest;
  }

  /** A new request starting from a copy of the defaults. */
  prompt(): ChatClientRequestSpec;
  /**
   * A new request whose messages include `new Prompt(content)`'s user message.
   * @throws IllegalArgumentException `"content cannot be null or empty"`
   */
  prompt(content: string): ChatClientRequestSpec;
  /**
   * A new request with the prompt's messages; the prompt's options, when set, replace the
   * defaults' options.
   * @throws IllegalArgumentException `"prompt cannot be null"`
   */
  prompt(prompt: Prompt): ChatClientRequestSpec;
  prompt(...args: unknown[]): ChatClientRequestSpec {
    if (args.length === 0) return new DefaultChatClientRequestSpec(this.defaultChatClientRequest);
    const [contentOrPrompt] = args;
    if (typeof contentOrPrompt === 'string') {
      Assert.hasText(contentOrPrompt, 'content cannot be null or empty');
      return this.prompt(new Prompt(contentOrPrompt));
    }
    Assert.notNull(contentOrPrompt, 'prompt cannot be null');
    const prompt = contentOrPrompt as Prompt;
    const spec = new DefaultChatClientRequestSpec(this.defaultChatClientRequest);
    const options = prompt.getOptions();
    if (options !== undefined && options !== null) spec.options(options);
    const instructions = prompt.getInstructions();
    if (instructions !== undefined && instructions !== null) spec.messages(instructions);
    return spec;
  }

  /** A builder pre-filled with this client's defaults. */
  mutate(): ChatClientBuilder {
    return this.defaultChatClientRequest.mutate();
  }
}

/**
 * Type-level view of the nested Java classes of {@link DefaultChatClient}.
 *
 * @category Chat Client
 */
export declare namespace DefaultChatClient {
  /** Java's `DefaultChatClient.DefaultPromptUserSpec`. */
  type DefaultPromptUserSpec = import('./DefaultPromptUserSpec.js').DefaultPromptUserSpec;
  /** Java's `DefaultChatClient.DefaultPromptSystemSpec`. */
  type DefaultPromptSystemSpec = import('./DefaultPromptSystemSpec.js').DefaultPromptSystemSpec;
  /** Java's `DefaultChatClient.DefaultAdvisorSpec`. */
  type DefaultAdvisorSpec = import('./DefaultAdvisorSpec.js').DefaultAdvisorSpec;
  /** Java's `DefaultChatClient.DefaultCallResponseSpec`. */
  type DefaultCallResponseSpec = import('./DefaultCallResponseSpec.js').DefaultCallResponseSpec;
  /** Java's `DefaultChatClient.DefaultStreamResponseSpec`. */
  type DefaultStreamResponseSpec = import('./DefaultStreamResponseSpec.js').DefaultStreamResponseSpec;
  /** Java's `DefaultChatClient.DefaultChatClientRequestSpec`. */
  type DefaultChatClientRequestSpec = import('./DefaultChatClientRequestSpec.js').DefaultChatClientRequestSpec;
}
