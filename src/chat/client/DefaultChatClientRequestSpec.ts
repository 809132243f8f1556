/* Ported from Spring AI DefaultChatClient.DefaultChatClientRequestSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
import { Assert } from '../../java/core/Assert.js';
import { Resource } from '../../java/core/io/Resource.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { keysOf, putAll, valuesOf } from '../../java/core/lang/maps.js';
import {
  isToolCallbackProvider,
  readResource,
  type ConstructorArguments,
} from './internal/requestSpecSupport.js';
import { varargsOrList } from './internal/varargs.js';
import { RequestSpecState, type ChatClientBuilderType } from './internal/RequestSpecState.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { ToolCallbacks } from '../../support/ToolCallbacks.js';
import { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { Message } from '../messages/Message.js';
import type { ChatModel } from '../model/ChatModel.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { BaseAdvisorChain } from './advisor/api/BaseAdvisorChain.js';
import type { AdvisorObservationConvention } from './advisor/observation/AdvisorObservationConvention.js';
import type { AdvisorSpec } from './AdvisorSpec.js';
import type { CallResponseSpec } from './CallResponseSpec.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { ChatClientRequestSpec } from './ChatClientRequestSpec.js';
import { DefaultAdvisorSpec } from './DefaultAdvisorSpec.js';
import { DefaultCallResponseSpec } from './DefaultCallResponseSpec.js';
import type { DefaultChatClientBuilder } from './DefaultChatClientBuilder.js';
import { DefaultChatClientUtils } from './DefaultChatClientUtils.js';
import { DefaultPromptSystemSpec } from './DefaultPromptSystemSpec.js';
import { DefaultPromptUserSpec } from './DefaultPromptUserSpec.js';
import { DefaultStreamResponseSpec } from './DefaultStreamResponseSpec.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';
import type { StreamResponseSpec } from './StreamResponseSpec.js';

/**
 * The request spec that `ChatClient.prompt()` returns: it collects the request and, on
 * `call()`/`stream()`, builds the advisor chain and the `ChatClientRequest`.
 * Reachable as `DefaultChatClient.DefaultChatClientRequestSpec`.
 *
 * Every `prompt()` starts from a copy of the client's defaults (the copy also copies the chat
 * options), so settings accumulate on a fresh spec.
 *
 * @remarks
 * `call()`/`stream()` take an optional `{ signal }` (an addition, see {@link ChatClientCallOptions}).
 * Calling them twice on one spec adds the model advisors twice, as in 1.1.8; the model still runs
 * once per call. See the migration guide,
 * [ChatClient, templates, PromptTemplate](../../../docs/migration/chat-client.md).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultChatClientRequestSpec.html
 * @category Chat Client
 */
export class DefaultChatClientRequestSpec implements ChatClientRequestSpec {
  /** The settings (Java's fields). */
  private readonly state: RequestSpecState;

  /** Copies another spec (Java's package-private copy constructor). */
  constructor(other: DefaultChatClientRequestSpec);
  /** Creates a spec from all of its parts (Java's public constructor, same parameter order). */
  constructor(
    chatModel: ChatModel,
    userText: string | undefined,
    userParams: Map<string, unknown> | Record<string, unknown>,
    userMetadata: Map<string, unknown> | Record<string, unknown>,
    systemText: string | undefined,
    systemParams: Map<string, unknown> | Record<string, unknown>,
    systemMetadata: Map<string, unknown> | Record<string, unknown>,
    toolCallbacks: ToolCallback[],
    toolCallbackProviders: ToolCallbackProvider[],
    messages: Message[],
    toolNames: string[],
    media: Media[],
    chatOptions: ChatOptions | undefined,
    advisors: Advisor[],
    advisorParams: Map<string, unknown> | Record<string, unknown>,
    observationRegistry: ObservationRegistry,
    chatClientObservationConvention: ChatClientObservationConvention | undefined,
    toolContext: Map<string, unknown> | Record<string, unknown>,
    templateRenderer: TemplateRenderer | undefined,
    advisorObservationConvention: AdvisorObservationConvention | undefined,
  );
  constructor(...args: unknown[]) {
    const [first] = args;
    const copied = first instanceof DefaultChatClientRequestSpec;
    this.state = copied
      ? new RequestSpecState(first.state, first.state.builderType)
      : new RequestSpecState(args as ConstructorArguments);
  }

  /**
   * A spec whose `mutate()` returns a new `builderType`: how {@link DefaultChatClientBuilder}
   * creates the spec that holds its defaults.
   * @internal
   */
  static ofBuilder(builderType: ChatClientBuilderType, ...parts: ConstructorArguments): DefaultChatClientRequestSpec {
    const spec = new DefaultChatClientRequestSpec(...parts);
    spec.state.builderType = builderType;
    return spec;
  }

  /** The user text (a template), if any. */
  getUserText(): string | undefined {
    return this.state.userText;
  }

  /** The user template parameters (the live map). */
  getUserParams(): Map<string, unknown> {
    return this.state.userParams;
  }

  /** The user message metadata (the live map). */
  getUserMetadata(): Map<string, unknown> {
    return this.state.userMetadata;
  }

  /** The system text (a template), if any. */
  getSystemText(): string | undefined {
    return this.state.systemText;
  }

  /** The system template parameters (the live map). */
  getSystemParams(): Map<string, unknown> {
    return this.state.systemParams;
  }

  /** The system message metadata (the live map). */
  getSystemMetadata(): Map<string, unknown> {
    return this.state.systemMetadata;
  }

  /** The chat options of this request, if any. */
  getChatOptions(): ChatOptions | undefined {
    return this.state.chatOptions;
  }

  /** The advisors of this request (the live list). */
  getAdvisors(): Advisor[] {
    return this.state.advisorsList;
  }

  /** The advisor parameters, which become the request context (the live map). */
  getAdvisorParams(): Map<string, unknown> {
    return this.state.advisorParams;
  }

  /** The messages placed between the system and the user text (the live list). */
  getMessages(): Message[] {
    return this.state.messagesList;
  }

  /** The media of the user message (the live list). */
  getMedia(): Media[] {
    return this.state.media;
  }

  /** The tool names (the live list). */
  getToolNames(): string[] {
    return this.state.toolNamesList;
  }

  /** The tool callbacks (the live list). */
  getToolCallbacks(): ToolCallback[] {
    return this.state.toolCallbacksList;
  }

  /** The tool callback providers, resolved on `call()`/`stream()` (the live list). */
  getToolCallbackProviders(): ToolCallbackProvider[] {
    return this.state.toolCallbackProviders;
  }

  /** The tool context (the live map). */
  getToolContext(): Map<string, unknown> {
    return this.state.toolContextMap;
  }

  /** The renderer for the system and user templates. */
  getTemplateRenderer(): TemplateRenderer {
    return this.state.templateRendererValue;
  }

  /**
   * A builder for a new client whose defaults are this request's settings.
   *
   * @remarks
   * See the migration guide, "`mutate()` on a request spec", for why the spec does not import the
   * builder.
   *
   * @throws IllegalStateException only when `DefaultChatClientBuilder`'s module was never loaded
   */
  mutate(): DefaultChatClientBuilder {
    return this.state.toBuilder();
  }

  /** Configures advisors and advisor parameters through an {@link AdvisorSpec}. */
  advisors(consumer: (advisorSpec: AdvisorSpec) => void): this;
  /** Adds advisors. */
  advisors(...advisors: Advisor[]): this;
  /** Adds the advisors of a list. */
  advisors(advisors: Advisor[]): this;
  advisors(...args: unknown[]): this {
    if (args.length === 1 && typeof args[0] === 'function') {
      const advisorSpec = new DefaultAdvisorSpec();
      (args[0] as (spec: AdvisorSpec) => void)(advisorSpec);
      putAll(this.state.advisorParams, advisorSpec.getParams());
      this.state.advisorsList.push(...advisorSpec.getAdvisors());
      return this;
    }
    const advisors = varargsOrList<Advisor>(args);
    Assert.notNull(advisors, 'advisors cannot be null');
    Assert.noNullElements(advisors, 'advisors cannot contain null elements');
    this.state.advisorsList.push(...advisors);
    return this;
  }

  /** Adds messages. */
  messages(...messages: Message[]): this;
  /** Adds the messages of a list. */
  messages(messages: Message[]): this;
  messages(...args: unknown[]): this {
    const messages = varargsOrList<Message>(args);
    Assert.notNull(messages, 'messages cannot be null');
    Assert.noNullElements(messages, 'messages cannot contain null elements');
    this.state.messagesList.push(...messages);
    return this;
  }

  /** Replaces the chat options of this request (not copied). */
  options<T extends ChatOptions>(options: T): this {
    Assert.notNull(options, 'options cannot be null');
    this.state.chatOptions = options;
    return this;
  }

  /** Adds tool names. */
  toolNames(...toolNames: string[]): this {
    const names = varargsOrList<string>(toolNames);
    Assert.notNull(names, 'toolNames cannot be null');
    Assert.noNullElements(names, 'toolNames cannot contain null elements');
    this.state.toolNamesList.push(...names);
    return this;
  }

  /** Adds tool callbacks. */
  toolCallbacks(...toolCallbacks: ToolCallback[]): this;
  /** Adds the tool callbacks of a list. */
  toolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Adds tool callback providers, resolved on `call()`/`stream()`. */
  toolCallbacks(...toolCallbackProviders: ToolCallbackProvider[]): this;
  toolCallbacks(...args: unknown[]): this {
    const first = args.find((element) => element !== null && element !== undefined);
    if (args.length > 0 && !Array.isArray(args[0]) && isToolCallbackProvider(first)) {
      Assert.noNullElements(args, 'toolCallbackProviders cannot contain null elements');
      this.state.toolCallbackProviders.push(...(args as ToolCallbackProvider[]));
      return this;
    }
    const toolCallbacks = varargsOrList<ToolCallback>(args);
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    this.state.toolCallbacksList.push(...toolCallbacks);
    return this;
  }

  /** Adds the `@Tool` methods of the given objects as tool callbacks (`ToolCallbacks.from`). */
  tools(...toolObjects: object[]): this {
    const objects = varargsOrList<object>(toolObjects);
    Assert.notNull(objects, 'toolObjects cannot be null');
    Assert.noNullElements(objects, 'toolObjects cannot contain null elements');
    this.state.toolCallbacksList.push(...ToolCallbacks.from(...objects));
    return this;
  }

  /** Adds entries to the tool context. */
  toolContext(toolContext: Map<string, unknown> | Record<string, unknown>): this {
    Assert.notNull(toolContext, 'toolContext cannot be null');
    Assert.noNullElements(keysOf(toolContext), 'toolContext keys cannot contain null elements');
    Assert.noNullElements(valuesOf(toolContext), 'toolContext values cannot contain null elements');
    putAll(this.state.toolContextMap, toolContext);
    return this;
  }

  /** Sets the system text. */
  system(text: string): this;
  /** Reads the system text from a UTF-8 resource. */
  system(text: Resource): this;
  /** Reads the system text from a resource in the given charset. */
  system(text: Resource, charset: string): this;
  /** Configures the system text, parameters and metadata through a {@link PromptSystemSpec}. */
  system(consumer: (systemSpec: PromptSystemSpec) => void): this;
  system(...args: unknown[]): this {
    const [text, charset] = args;
    if (typeof text === 'function') {
      const systemSpec = new DefaultPromptSystemSpec();
      (text as (spec: PromptSystemSpec) => void)(systemSpec);
      this.state.systemText = StringUtils.hasText(systemSpec.text()) ? systemSpec.text() : this.state.systemText;
      putAll(this.state.systemParams, systemSpec.params());
      putAll(this.state.systemMetadata, systemSpec.metadata());
      return this;
    }
    if (args.length >= 2 || Resource.isInstance(text)) {
      this.state.systemText = readResource(text, charset, args.length >= 2);
      return this;
    }
    Assert.hasText(text as string, 'text cannot be null or empty');
    this.state.systemText = text as string;
    return this;
  }

  /** Sets the user text. */
  user(text: string): this;
  /** Reads the user text from a UTF-8 resource. */
  user(text: Resource): this;
  /** Reads the user text from a resource in the given charset. */
  user(text: Resource, charset: string): this;
  /** Configures the user text, parameters, media and metadata through a {@link PromptUserSpec}. */
  user(consumer: (userSpec: PromptUserSpec) => void): this;
  user(...args: unknown[]): this {
    const [text, charset] = args;
    if (typeof text === 'function') {
      const userSpec = new DefaultPromptUserSpec();
      (text as (spec: PromptUserSpec) => void)(userSpec);
      this.state.userText = StringUtils.hasText(userSpec.text()) ? userSpec.text() : this.state.userText;
      putAll(this.state.userParams, userSpec.params());
      this.state.media.push(...userSpec.media());
      putAll(this.state.userMetadata, userSpec.metadata());
      return this;
    }
    if (args.length >= 2 || Resource.isInstance(text)) {
      this.state.userText = readResource(text, charset, args.length >= 2);
      return this;
    }
    Assert.hasText(text as string, 'text cannot be null or empty');
    this.state.userText = text as string;
    return this;
  }

  /** Sets the renderer for the system and user templates (an object or a function). */
  templateRenderer(templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string)): this {
    Assert.notNull(templateRenderer, 'templateRenderer cannot be null');
    this.state.templateRendererValue = TemplateRenderer.from(templateRenderer);
    return this;
  }

  /**
   * Builds the advisor chain and the request; the returned spec runs them.
   *
   * @param options - `{ signal }` to abort the call (an addition to Spring AI)
   */
  call(options?: ChatClientCallOptions): CallResponseSpec {
    const advisorChain = this.buildAdvisorChain();
    return new DefaultCallResponseSpec(
      DefaultChatClientUtils.toChatClientRequest(this),
      advisorChain,
      this.state.observationRegistry,
      this.state.chatClientObservationConvention,
      options,
    );
  }

  /**
   * Builds the advisor chain and the request; the returned spec's fluxes run them.
   *
   * @param options - `{ signal }` to abort the stream (an addition to Spring AI)
   */
  stream(options?: ChatClientCallOptions): StreamResponseSpec {
    const advisorChain = this.buildAdvisorChain();
    return new DefaultStreamResponseSpec(
      DefaultChatClientUtils.toChatClientRequest(this),
      advisorChain,
      this.state.observationRegistry,
      this.state.chatClientObservationConvention,
      options,
    );
  }

  private buildAdvisorChain(): BaseAdvisorChain {
    // The model advisors end the chain; like 1.1.8 they are appended to this spec's own list. They
    // and the sorted lists of an unchanged advisor list are made once per client (AdvisorChainCache).
    const state = this.state;
    const chains = state.advisorChains;
    state.advisorsList.push(chains.callAdvisor(state.chatModel), chains.streamAdvisor(state.chatModel));
    return chains.chain(state.advisorsList, state.observationRegistry, state.advisorObservationConvention);
  }
}
