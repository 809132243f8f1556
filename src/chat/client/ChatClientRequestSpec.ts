/* Ported from Spring AI ChatClient.ChatClientRequestSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Resource } from '../../java/core/io/Resource.js';
import type { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { Message } from '../messages/Message.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { AdvisorSpec } from './AdvisorSpec.js';
import type { CallResponseSpec } from './CallResponseSpec.js';
import type { ChatClientBuilder } from './ChatClient.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';
import type { StreamResponseSpec } from './StreamResponseSpec.js';

/**
 * The fluent description of one chat request: messages, system and user text, options,
 * advisors and tools; ends with {@link ChatClientRequestSpec.call} or
 * {@link ChatClientRequestSpec.stream}. Reachable as `ChatClient.ChatClientRequestSpec`.
 *
 * The model receives the system text first, then the messages in order, then the user text.
 *
 * @remarks
 * Java varargs and `List` overloads both exist (`advisors(a, b)` and `advisors([a, b])`); a
 * `Consumer` is a function. Java's `Charset` is an encoding label (`'utf-8'`, the default).
 * `call()` and `stream()` also take an optional {@link ChatClientCallOptions} with an
 * `AbortSignal` (an addition). A `null` argument cannot tell the overloads apart at run time, so
 * `system(null)`/`user(null)` fail with the `String` overload's message.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.ChatClientRequestSpec.html
 * @category Chat Client
 */
export interface ChatClientRequestSpec {
  /** A builder for a new `ChatClient` whose defaults are this request's settings. */
  mutate(): ChatClientBuilder;

  /** Configures advisors and advisor parameters through an {@link AdvisorSpec}. */
  advisors(consumer: (advisorSpec: AdvisorSpec) => void): ChatClientRequestSpec;
  /** Adds advisors. */
  advisors(...advisors: Advisor[]): ChatClientRequestSpec;
  /** Adds the advisors of a list. */
  advisors(advisors: Advisor[]): ChatClientRequestSpec;

  /** Adds messages, placed between the system text and the user text. */
  messages(...messages: Message[]): ChatClientRequestSpec;
  /** Adds the messages of a list. */
  messages(messages: Message[]): ChatClientRequestSpec;

  /** Replaces the chat options of this request. */
  options<T extends ChatOptions>(options: T): ChatClientRequestSpec;

  /** Adds names of tools to resolve. */
  toolNames(...toolNames: string[]): ChatClientRequestSpec;

  /** Adds the `@Tool` methods of the given objects as tools. */
  tools(...toolObjects: object[]): ChatClientRequestSpec;

  /** Adds tool callbacks. */
  toolCallbacks(...toolCallbacks: ToolCallback[]): ChatClientRequestSpec;
  /** Adds the tool callbacks of a list. */
  toolCallbacks(toolCallbacks: ToolCallback[]): ChatClientRequestSpec;
  /** Adds tool callback providers, resolved when the request runs. */
  toolCallbacks(...toolCallbackProviders: ToolCallbackProvider[]): ChatClientRequestSpec;

  /** Adds entries to the tool context (a `Map` or a plain object). */
  toolContext(toolContext: Map<string, unknown> | Record<string, unknown>): ChatClientRequestSpec;

  /** Sets the system text. */
  system(text: string): ChatClientRequestSpec;
  /** Reads the system text from a UTF-8 resource. */
  system(text: Resource): ChatClientRequestSpec;
  /** Reads the system text from a resource in the given charset. */
  system(text: Resource, charset: string): ChatClientRequestSpec;
  /** Configures the system text, parameters and metadata through a {@link PromptSystemSpec}. */
  system(consumer: (systemSpec: PromptSystemSpec) => void): ChatClientRequestSpec;

  /** Sets the user text. */
  user(text: string): ChatClientRequestSpec;
  /** Reads the user text from a UTF-8 resource. */
  user(text: Resource): ChatClientRequestSpec;
  /** Reads the user text from a resource in the given charset. */
  user(text: Resource, charset: string): ChatClientRequestSpec;
  /** Configures the user text, parameters, media and metadata through a {@link PromptUserSpec}. */
  user(consumer: (userSpec: PromptUserSpec) => void): ChatClientRequestSpec;

  /** Sets the renderer for the system and user templates. */
  templateRenderer(
    templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string),
  ): ChatClientRequestSpec;

  /** Prepares a blocking call; the returned spec runs it. */
  call(options?: ChatClientCallOptions): CallResponseSpec;

  /** Prepares a streaming call; the returned spec's fluxes run it. */
  stream(options?: ChatClientCallOptions): StreamResponseSpec;
}
