/* Ported from Spring AI ChatClient.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Resource } from '../../core/io/Resource.js';
import type { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { AdvisorSpec } from './AdvisorSpec.js';
import type { ChatClient } from './ChatClient.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';

/**
 * Builds a {@link ChatClient} with defaults that every request starts from. Reachable as
 * `ChatClient.Builder`.
 *
 * @remarks
 * Java varargs and `List` overloads both exist; a `Consumer` is a function; Java's `Charset` is
 * an encoding label (`'utf-8'`, the default).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/ChatClient.Builder.html
 * @category Chat Client
 */
export interface ChatClientBuilder {
  /** Adds default advisors. */
  defaultAdvisors(...advisors: Advisor[]): ChatClientBuilder;
  /** Configures default advisors and advisor parameters through an {@link AdvisorSpec}. */
  defaultAdvisors(advisorSpecConsumer: (advisorSpec: AdvisorSpec) => void): ChatClientBuilder;
  /** Adds the default advisors of a list. */
  defaultAdvisors(advisors: Advisor[]): ChatClientBuilder;

  /** Sets the default chat options (copied by every request). */
  defaultOptions(chatOptions: ChatOptions): ChatClientBuilder;

  /** Sets the default user text. */
  defaultUser(text: string): ChatClientBuilder;
  /** Reads the default user text from a resource (charset default UTF-8). */
  defaultUser(text: Resource, charset?: string): ChatClientBuilder;
  /** Configures the default user message through a {@link PromptUserSpec}. */
  defaultUser(userSpecConsumer: (userSpec: PromptUserSpec) => void): ChatClientBuilder;

  /** Sets the default system text. */
  defaultSystem(text: string): ChatClientBuilder;
  /** Reads the default system text from a resource (charset default UTF-8). */
  defaultSystem(text: Resource, charset?: string): ChatClientBuilder;
  /** Configures the default system message through a {@link PromptSystemSpec}. */
  defaultSystem(systemSpecConsumer: (systemSpec: PromptSystemSpec) => void): ChatClientBuilder;

  /** Sets the default template renderer. */
  defaultTemplateRenderer(
    templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string),
  ): ChatClientBuilder;

  /** Adds default tool names. */
  defaultToolNames(...toolNames: string[]): ChatClientBuilder;

  /** Adds the `@Tool` methods of the given objects as default tools. */
  defaultTools(...toolObjects: object[]): ChatClientBuilder;

  /** Adds default tool callbacks. */
  defaultToolCallbacks(...toolCallbacks: ToolCallback[]): ChatClientBuilder;
  /** Adds the default tool callbacks of a list. */
  defaultToolCallbacks(toolCallbacks: ToolCallback[]): ChatClientBuilder;
  /** Adds default tool callback providers, resolved when a request runs. */
  defaultToolCallbacks(...toolCallbackProviders: ToolCallbackProvider[]): ChatClientBuilder;

  /** Adds default tool context entries. */
  defaultToolContext(toolContext: Map<string, unknown> | Record<string, unknown>): ChatClientBuilder;

  /** A new builder with the same defaults. */
  clone(): ChatClientBuilder;

  /** Creates the client. */
  build(): ChatClient;
}
