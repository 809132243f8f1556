/* Ported from Spring AI DefaultChatClientBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Resource } from '../../java/core/io/Resource.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { Message } from '../messages/Message.js';
import type { ChatModel } from '../model/ChatModel.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { AdvisorObservationConvention } from './advisor/observation/AdvisorObservationConvention.js';
import type { AdvisorSpec } from './AdvisorSpec.js';
import type { ChatClient } from './ChatClient.js';
import type { ChatClientBuilder } from './ChatClient.js';
import { DefaultChatClient } from './DefaultChatClient.js';
import { DefaultChatClientRequestSpec } from './DefaultChatClientRequestSpec.js';
import { RequestSpecState } from './internal/RequestSpecState.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';


/**
 * The default {@link ChatClientBuilder}: every `default…` call configures one request spec that
 * each `prompt()` of the built client copies.
 *
 * @remarks
 * Java's package-private one-argument constructor is public here (`new DefaultChatClientBuilder(chatModel)`,
 * registry `ObservationRegistry.NOOP`); Java's package-private `addMessages(list)` is public and
 * internal. The null-argument messages name Java's class names
 * (`"the org.springframework.ai.chat.model.ChatModel must be non-null"`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClientBuilder.html
 * @category Chat Client
 */
export class DefaultChatClientBuilder implements ChatClientBuilder {
  static {
    // Specs built directly (not by a builder) mutate into this class, as Spring's do.
    RequestSpecState.defaultBuilderType = DefaultChatClientBuilder;
  }

  /** The request spec holding the defaults. */
  protected readonly defaultRequest: DefaultChatClientRequestSpec;

  /** A builder whose requests call `chatModel`, recording no observations. */
  constructor(chatModel: ChatModel);
  /**
   * @param chatModel - the model every request calls
   * @param observationRegistry - where observations are recorded
   * @param chatClientObservationConvention - a custom chat-client convention
   * @param advisorObservationConvention - a custom advisor convention
   */
  constructor(
    chatModel: ChatModel,
    observationRegistry: ObservationRegistry,
    chatClientObservationConvention?: ChatClientObservationConvention,
    advisorObservationConvention?: AdvisorObservationConvention,
  );
  constructor(chatModel: ChatModel, ...rest: unknown[]) {
    const observationRegistry = rest.length > 0 ? rest[0] : ObservationRegistry.NOOP;
    Assert.notNull(chatModel, 'the org.springframework.ai.chat.model.ChatModel must be non-null');
    Assert.notNull(observationRegistry, 'the io.micrometer.observation.ObservationRegistry must be non-null');
    // The spec remembers this class so its mutate() can return a builder without importing this
    // module: imports then run one way, builder → client → spec.
    this.defaultRequest = DefaultChatClientRequestSpec.ofBuilder(
      DefaultChatClientBuilder,
      chatModel,
      undefined,
      new Map(),
      new Map(),
      undefined,
      new Map(),
      new Map(),
      [],
      [],
      [],
      [],
      [],
      undefined,
      [],
      new Map(),
      observationRegistry as ObservationRegistry,
      (rest[1] ?? undefined) as ChatClientObservationConvention | undefined,
      new Map(),
      undefined,
      (rest[2] ?? undefined) as AdvisorObservationConvention | undefined,
    );
  }

  /** Creates the client. */
  build(): ChatClient {
    return new DefaultChatClient(this.defaultRequest);
  }

  /** A new builder with the same defaults. */
  clone(): ChatClientBuilder {
    return this.defaultRequest.mutate();
  }

  /** Adds default advisors. */
  defaultAdvisors(...advisors: Advisor[]): this;
  /** Configures default advisors and advisor parameters through an {@link AdvisorSpec}. */
  defaultAdvisors(advisorSpecConsumer: (advisorSpec: AdvisorSpec) => void): this;
  /** Adds the default advisors of a list. */
  defaultAdvisors(advisors: Advisor[]): this;
  defaultAdvisors(...args: unknown[]): this {
    (this.defaultRequest.advisors as (...all: unknown[]) => unknown)(...args);
    return this;
  }

  /** Sets the default chat options. */
  defaultOptions(chatOptions: ChatOptions): this {
    this.defaultRequest.options(chatOptions);
    return this;
  }

  /** Sets the default user text. */
  defaultUser(text: string): this;
  /** Reads the default user text from a UTF-8 resource. */
  defaultUser(text: Resource): this;
  /** Reads the default user text from a resource in the given charset. */
  defaultUser(text: Resource, charset: string): this;
  /** Configures the default user message through a {@link PromptUserSpec}. */
  defaultUser(userSpecConsumer: (userSpec: PromptUserSpec) => void): this;
  defaultUser(...args: unknown[]): this {
    (this.defaultRequest.user as (...all: unknown[]) => unknown)(...args);
    return this;
  }

  /** Sets the default system text. */
  defaultSystem(text: string): this;
  /** Reads the default system text from a UTF-8 resource. */
  defaultSystem(text: Resource): this;
  /** Reads the default system text from a resource in the given charset. */
  defaultSystem(text: Resource, charset: string): this;
  /** Configures the default system message through a {@link PromptSystemSpec}. */
  defaultSystem(systemSpecConsumer: (systemSpec: PromptSystemSpec) => void): this;
  defaultSystem(...args: unknown[]): this {
    (this.defaultRequest.system as (...all: unknown[]) => unknown)(...args);
    return this;
  }

  /** Adds default tool names. */
  defaultToolNames(...toolNames: string[]): this {
    this.defaultRequest.toolNames(...toolNames);
    return this;
  }

  /** Adds default tool callbacks. */
  defaultToolCallbacks(...toolCallbacks: ToolCallback[]): this;
  /** Adds the default tool callbacks of a list. */
  defaultToolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Adds default tool callback providers, resolved when a request runs. */
  defaultToolCallbacks(...toolCallbackProviders: ToolCallbackProvider[]): this;
  defaultToolCallbacks(...args: unknown[]): this {
    (this.defaultRequest.toolCallbacks as (...all: unknown[]) => unknown)(...args);
    return this;
  }

  /** Adds the `@Tool` methods of the given objects as default tools. */
  defaultTools(...toolObjects: object[]): this {
    this.defaultRequest.tools(...toolObjects);
    return this;
  }

  /** Adds default tool context entries. */
  defaultToolContext(toolContext: Map<string, unknown> | Record<string, unknown>): this {
    this.defaultRequest.toolContext(toolContext);
    return this;
  }

  /** Sets the default template renderer (an object or a function). */
  defaultTemplateRenderer(templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string)): this {
    Assert.notNull(templateRenderer, 'templateRenderer cannot be null');
    this.defaultRequest.templateRenderer(templateRenderer);
    return this;
  }

  /**
   * Adds default messages (Java's package-private `addMessages`).
   * @internal
   */
  addMessages(messages: Message[]): void {
    this.defaultRequest.messages(messages);
  }
}
