/* Ported from Spring AI DefaultChatClient.DefaultChatClientRequestSpec (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
import { Assert } from '../../core/Assert.js';
import { Resource } from '../../core/io/Resource.js';
import { StringUtils } from '../../core/StringUtils.js';
import { DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION } from './internal/defaults.js';
import { keysOf, putAll, valuesOf } from '../../core/lang/maps.js';
import {
  isToolCallbackProvider,
  readResource,
  type ConstructorArguments,
} from './internal/requestSpecSupport.js';
import { varargsOrList } from './internal/varargs.js';
import type { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import { ToolCallbacks } from '../../support/ToolCallbacks.js';
import { StTemplateRenderer } from '../../template/st/StTemplateRenderer.js';
import { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import type { Message } from '../messages/Message.js';
import { ChatModel } from '../model/ChatModel.js';
import type { ChatOptions } from '../prompt/ChatOptions.js';
import { ChatModelCallAdvisor } from './advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from './advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from './advisor/DefaultAroundAdvisorChain.js';
import type { Advisor } from './advisor/api/Advisor.js';
import type { BaseAdvisorChain } from './advisor/api/BaseAdvisorChain.js';
import type { AdvisorObservationConvention } from './advisor/observation/AdvisorObservationConvention.js';
import type { AdvisorSpec } from './AdvisorSpec.js';
import type { CallResponseSpec } from './CallResponseSpec.js';
import type { ChatClientCallOptions } from './ChatClientCallOptions.js';
import type { ChatClientRequestSpec } from './ChatClientRequestSpec.js';
import { DefaultAdvisorSpec } from './DefaultAdvisorSpec.js';
import { DefaultCallResponseSpec } from './DefaultCallResponseSpec.js';
import { DefaultChatClientBuilder } from './DefaultChatClientBuilder.js';
import { DefaultChatClientUtils } from './DefaultChatClientUtils.js';
import { DefaultPromptSystemSpec } from './DefaultPromptSystemSpec.js';
import { DefaultPromptUserSpec } from './DefaultPromptUserSpec.js';
import { DefaultStreamResponseSpec } from './DefaultStreamResponseSpec.js';
import type { ChatClientObservationConvention } from './observation/ChatClientObservationConvention.js';
import type { PromptSystemSpec } from './PromptSystemSpec.js';
import type { PromptUserSpec } from './PromptUserSpec.js';
import type { StreamResponseSpec } from './StreamResponseSpec.js';

const DEFAULT_TEMPLATE_RENDERER: TemplateRenderer = StTemplateRenderer.builder().build();


/** The model's default options; Java's interface default applies when the model has no `getDefaultOptions`. */
function defaultOptionsOf(chatModel: ChatModel): ChatOptions | undefined {
  return ChatModel.getDefaultOptions(chatModel) ?? undefined;
}

/**
 * The request spec that `ChatClient.prompt()` returns: it collects the request and, on
 * `call()`/`stream()`, builds the advisor chain and the `ChatClientRequest`.
 * Reachable as `DefaultChatClient.DefaultChatClientRequestSpec`.
 *
 * Every `prompt()` starts from a copy of the client's defaults (the copy also copies the chat
 * options), so settings accumulate on a fresh spec.
 *
 * @remarks
 * As in 1.1.8, `call()`/`stream()` append the terminal `ChatModelCallAdvisor` and
 * `ChatModelStreamAdvisor` to this spec's own advisor list, so calling `call()` twice on one
 * spec adds them twice (the chain then ends at the first pair, the model still runs once per
 * call). `call()`/`stream()` take an optional `{ signal }` (an addition, see
 * {@link ChatClientCallOptions}). The constructor keeps Java's 20 positional parameters; the
 * copy constructor is `new DefaultChatClientRequestSpec(otherSpec)`. A chat model without
 * `getDefaultOptions()` gets Java's interface default (empty `ChatOptions`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/DefaultChatClient.DefaultChatClientRequestSpec.html
 * @category Chat Client
 */
export class DefaultChatClientRequestSpec implements ChatClientRequestSpec {
  private readonly observationRegistry: ObservationRegistry;
  private readonly chatClientObservationConvention: ChatClientObservationConvention;
  private readonly advisorObservationConvention: AdvisorObservationConvention | undefined;
  private readonly chatModel: ChatModel;
  private readonly media: Media[] = [];
  private readonly toolNamesList: string[] = [];
  private readonly toolCallbacksList: ToolCallback[] = [];
  private readonly toolCallbackProviders: ToolCallbackProvider[] = [];
  private readonly messagesList: Message[] = [];
  private readonly userParams = new Map<string, unknown>();
  private readonly userMetadata = new Map<string, unknown>();
  private readonly systemParams = new Map<string, unknown>();
  private readonly systemMetadata = new Map<string, unknown>();
  private readonly advisorsList: Advisor[] = [];
  private readonly advisorParams = new Map<string, unknown>();
  private readonly toolContextMap = new Map<string, unknown>();
  private templateRendererValue: TemplateRenderer;
  private userText: string | undefined;
  private systemText: string | undefined;
  private chatOptions: ChatOptions | undefined;

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
    const parts = args.length === 1 && args[0] instanceof DefaultChatClientRequestSpec ? args[0].parts() : args;
    const [
      chatModel,
      userText,
      userParams,
      userMetadata,
      systemText,
      systemParams,
      systemMetadata,
      toolCallbacks,
      toolCallbackProviders,
      messages,
      toolNames,
      media,
      chatOptions,
      advisors,
      advisorParams,
      observationRegistry,
      chatClientObservationConvention,
      toolContext,
      templateRenderer,
      advisorObservationConvention,
    ] = parts as ConstructorArguments;
    Assert.notNull(chatModel, 'chatModel cannot be null');
    Assert.notNull(userParams, 'userParams cannot be null');
    Assert.notNull(userMetadata, 'userMetadata cannot be null');
    Assert.notNull(systemParams, 'systemParams cannot be null');
    Assert.notNull(systemMetadata, 'systemMetadata cannot be null');
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.notNull(toolCallbackProviders, 'toolCallbackProviders cannot be null');
    Assert.notNull(messages, 'messages cannot be null');
    Assert.notNull(toolNames, 'toolNames cannot be null');
    Assert.notNull(media, 'media cannot be null');
    Assert.notNull(advisors, 'advisors cannot be null');
    Assert.notNull(advisorParams, 'advisorParams cannot be null');
    Assert.notNull(observationRegistry, 'observationRegistry cannot be null');
    Assert.notNull(toolContext, 'toolContext cannot be null');
    this.chatModel = chatModel;
    const modelOptions = chatOptions ?? defaultOptionsOf(chatModel);
    this.chatOptions = modelOptions !== undefined && modelOptions !== null ? modelOptions.copy() : undefined;
    this.userText = userText ?? undefined;
    putAll(this.userParams, userParams);
    putAll(this.userMetadata, userMetadata);
    this.systemText = systemText ?? undefined;
    putAll(this.systemParams, systemParams);
    putAll(this.systemMetadata, systemMetadata);
    this.toolNamesList.push(...toolNames);
    this.toolCallbacksList.push(...toolCallbacks);
    this.toolCallbackProviders.push(...toolCallbackProviders);
    this.messagesList.push(...messages);
    this.media.push(...media);
    this.advisorsList.push(...advisors);
    putAll(this.advisorParams, advisorParams);
    this.observationRegistry = observationRegistry;
    this.chatClientObservationConvention =
      chatClientObservationConvention ?? DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION;
    putAll(this.toolContextMap, toolContext);
    this.templateRendererValue = templateRenderer ?? DEFAULT_TEMPLATE_RENDERER;
    this.advisorObservationConvention = advisorObservationConvention ?? undefined;
  }

  /** The constructor arguments that recreate this spec (used by the copy constructor). */
  private parts(): ConstructorArguments {
    return [
      this.chatModel,
      this.userText,
      this.userParams,
      this.userMetadata,
      this.systemText,
      this.systemParams,
      this.systemMetadata,
      this.toolCallbacksList,
      this.toolCallbackProviders,
      this.messagesList,
      this.toolNamesList,
      this.media,
      this.chatOptions,
      this.advisorsList,
      this.advisorParams,
      this.observationRegistry,
      this.chatClientObservationConvention,
      this.toolContextMap,
      this.templateRendererValue,
      this.advisorObservationConvention,
    ];
  }

  /** The user text (a template), if any. */
  getUserText(): string | undefined {
    return this.userText;
  }

  /** The user template parameters (the live map). */
  getUserParams(): Map<string, unknown> {
    return this.userParams;
  }

  /** The user message metadata (the live map). */
  getUserMetadata(): Map<string, unknown> {
    return this.userMetadata;
  }

  /** The system text (a template), if any. */
  getSystemText(): string | undefined {
    return this.systemText;
  }

  /** The system template parameters (the live map). */
  getSystemParams(): Map<string, unknown> {
    return this.systemParams;
  }

  /** The system message metadata (the live map). */
  getSystemMetadata(): Map<string, unknown> {
    return this.systemMetadata;
  }

  /** The chat options of this request, if any. */
  getChatOptions(): ChatOptions | undefined {
    return this.chatOptions;
  }

  /** The advisors of this request (the live list). */
  getAdvisors(): Advisor[] {
    return this.advisorsList;
  }

  /** The advisor parameters, which become the request context (the live map). */
  getAdvisorParams(): Map<string, unknown> {
    return this.advisorParams;
  }

  /** The messages placed between the system and the user text (the live list). */
  getMessages(): Message[] {
    return this.messagesList;
  }

  /** The media of the user message (the live list). */
  getMedia(): Media[] {
    return this.media;
  }

  /** The tool names (the live list). */
  getToolNames(): string[] {
    return this.toolNamesList;
  }

  /** The tool callbacks (the live list). */
  getToolCallbacks(): ToolCallback[] {
    return this.toolCallbacksList;
  }

  /** The tool callback providers, resolved on `call()`/`stream()` (the live list). */
  getToolCallbackProviders(): ToolCallbackProvider[] {
    return this.toolCallbackProviders;
  }

  /** The tool context (the live map). */
  getToolContext(): Map<string, unknown> {
    return this.toolContextMap;
  }

  /** The renderer for the system and user templates. */
  getTemplateRenderer(): TemplateRenderer {
    return this.templateRendererValue;
  }

  /** A builder for a new client whose defaults are this request's settings. */
  mutate(): DefaultChatClientBuilder {
    const builder = new DefaultChatClientBuilder(
      this.chatModel,
      this.observationRegistry,
      this.chatClientObservationConvention,
      this.advisorObservationConvention,
    )
      .defaultTemplateRenderer(this.templateRendererValue)
      .defaultToolCallbacks(this.toolCallbacksList)
      .defaultToolContext(this.toolContextMap)
      .defaultToolNames(...this.toolNamesList);
    if (this.toolCallbackProviders.length > 0) builder.defaultToolCallbacks(...this.toolCallbackProviders);
    if (this.advisorsList.length > 0) {
      builder.defaultAdvisors((a) => a.advisors(this.advisorsList).params(this.advisorParams));
    }
    if (StringUtils.hasText(this.userText)) {
      const userText = this.userText;
      builder.defaultUser((u) => {
        u.text(userText).params(this.userParams).metadata(this.userMetadata);
        if (this.media.length > 0) u.media(...this.media);
      });
    }
    if (StringUtils.hasText(this.systemText)) {
      const systemText = this.systemText;
      builder.defaultSystem((s) => s.text(systemText).params(this.systemParams).metadata(this.systemMetadata));
    }
    if (this.chatOptions !== undefined) builder.defaultOptions(this.chatOptions);
    builder.addMessages(this.messagesList);
    return builder;
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
      putAll(this.advisorParams, advisorSpec.getParams());
      this.advisorsList.push(...advisorSpec.getAdvisors());
      return this;
    }
    const advisors = varargsOrList<Advisor>(args);
    Assert.notNull(advisors, 'advisors cannot be null');
    Assert.noNullElements(advisors, 'advisors cannot contain null elements');
    this.advisorsList.push(...advisors);
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
    this.messagesList.push(...messages);
    return this;
  }

  /** Replaces the chat options of this request (not copied). */
  options<T extends ChatOptions>(options: T): this {
    Assert.notNull(options, 'options cannot be null');
    this.chatOptions = options;
    return this;
  }

  /** Adds tool names. */
  toolNames(...toolNames: string[]): this {
    const names = varargsOrList<string>(toolNames);
    Assert.notNull(names, 'toolNames cannot be null');
    Assert.noNullElements(names, 'toolNames cannot contain null elements');
    this.toolNamesList.push(...names);
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
      this.toolCallbackProviders.push(...(args as ToolCallbackProvider[]));
      return this;
    }
    const toolCallbacks = varargsOrList<ToolCallback>(args);
    Assert.notNull(toolCallbacks, 'toolCallbacks cannot be null');
    Assert.noNullElements(toolCallbacks, 'toolCallbacks cannot contain null elements');
    this.toolCallbacksList.push(...toolCallbacks);
    return this;
  }

  /** Adds the `@Tool` methods of the given objects as tool callbacks (`ToolCallbacks.from`). */
  tools(...toolObjects: object[]): this {
    const objects = varargsOrList<object>(toolObjects);
    Assert.notNull(objects, 'toolObjects cannot be null');
    Assert.noNullElements(objects, 'toolObjects cannot contain null elements');
    this.toolCallbacksList.push(...ToolCallbacks.from(...objects));
    return this;
  }

  /** Adds entries to the tool context. */
  toolContext(toolContext: Map<string, unknown> | Record<string, unknown>): this {
    Assert.notNull(toolContext, 'toolContext cannot be null');
    Assert.noNullElements(keysOf(toolContext), 'toolContext keys cannot contain null elements');
    Assert.noNullElements(valuesOf(toolContext), 'toolContext values cannot contain null elements');
    putAll(this.toolContextMap, toolContext);
    return this;
  }

  /** Sets the system text. */
  system(text: string): this;
  /** Reads the system text from a resource (charset default UTF-8). */
  system(text: Resource, charset?: string): this;
  /** Configures the system text, parameters and metadata through a {@link PromptSystemSpec}. */
  system(consumer: (systemSpec: PromptSystemSpec) => void): this;
  system(...args: unknown[]): this {
    const [text, charset] = args;
    if (typeof text === 'function') {
      const systemSpec = new DefaultPromptSystemSpec();
      (text as (spec: PromptSystemSpec) => void)(systemSpec);
      this.systemText = StringUtils.hasText(systemSpec.text()) ? systemSpec.text() : this.systemText;
      putAll(this.systemParams, systemSpec.params());
      putAll(this.systemMetadata, systemSpec.metadata());
      return this;
    }
    if (args.length >= 2 || Resource.isInstance(text)) {
      this.systemText = readResource(text, charset, args.length >= 2);
      return this;
    }
    Assert.hasText(text as string, 'text cannot be null or empty');
    this.systemText = text as string;
    return this;
  }

  /** Sets the user text. */
  user(text: string): this;
  /** Reads the user text from a resource (charset default UTF-8). */
  user(text: Resource, charset?: string): this;
  /** Configures the user text, parameters, media and metadata through a {@link PromptUserSpec}. */
  user(consumer: (userSpec: PromptUserSpec) => void): this;
  user(...args: unknown[]): this {
    const [text, charset] = args;
    if (typeof text === 'function') {
      const userSpec = new DefaultPromptUserSpec();
      (text as (spec: PromptUserSpec) => void)(userSpec);
      this.userText = StringUtils.hasText(userSpec.text()) ? userSpec.text() : this.userText;
      putAll(this.userParams, userSpec.params());
      this.media.push(...userSpec.media());
      putAll(this.userMetadata, userSpec.metadata());
      return this;
    }
    if (args.length >= 2 || Resource.isInstance(text)) {
      this.userText = readResource(text, charset, args.length >= 2);
      return this;
    }
    Assert.hasText(text as string, 'text cannot be null or empty');
    this.userText = text as string;
    return this;
  }

  /** Sets the renderer for the system and user templates (an object or a function). */
  templateRenderer(templateRenderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string)): this {
    Assert.notNull(templateRenderer, 'templateRenderer cannot be null');
    this.templateRendererValue = TemplateRenderer.from(templateRenderer);
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
      this.observationRegistry,
      this.chatClientObservationConvention,
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
      this.observationRegistry,
      this.chatClientObservationConvention,
      options,
    );
  }

  private buildAdvisorChain(): BaseAdvisorChain {
    // The model advisors end the chain; like 1.1.8 they are appended to this spec's own list.
    this.advisorsList.push(ChatModelCallAdvisor.builder().chatModel(this.chatModel).build());
    this.advisorsList.push(ChatModelStreamAdvisor.builder().chatModel(this.chatModel).build());
    return DefaultAroundAdvisorChain.builder(this.observationRegistry)
      .observationConvention(this.advisorObservationConvention)
      .pushAll(this.advisorsList)
      .build();
  }
}
