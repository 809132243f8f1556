/* spring-ai-ts, Apache-2.0. Internal: the settings a DefaultChatClientRequestSpec holds, with the constructor's checks, and the way back to a builder (mutate). */
import type { Media } from '../../../content/Media.js';
import { Assert } from '../../../core/Assert.js';
import { IllegalStateException } from '../../../core/IllegalStateException.js';
import { StringUtils } from '../../../core/StringUtils.js';
import { putAll } from '../../../core/lang/maps.js';
import type { ObservationRegistry } from '../../../micrometer/observation/ObservationRegistry.js';
import { StTemplateRenderer } from '../../../template/st/StTemplateRenderer.js';
import type { TemplateRenderer } from '../../../template/TemplateRenderer.js';
import type { ToolCallback } from '../../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../../tool/ToolCallbackProvider.js';
import type { Message } from '../../messages/Message.js';
import { ChatModel } from '../../model/ChatModel.js';
import type { ChatOptions } from '../../prompt/ChatOptions.js';
import type { Advisor } from '../advisor/api/Advisor.js';
import type { AdvisorObservationConvention } from '../advisor/observation/AdvisorObservationConvention.js';
import type { ChatClientObservationConvention } from '../observation/ChatClientObservationConvention.js';
import type { DefaultChatClientBuilder } from '../DefaultChatClientBuilder.js';
import { DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION } from './defaults.js';
import type { ConstructorArguments } from './requestSpecSupport.js';

/** The builder class whose instances a spec's `mutate()` returns (Java's `ChatClient.builder(...)`). */
export type ChatClientBuilderType = new (
  chatModel: ChatModel,
  observationRegistry: ObservationRegistry,
  chatClientObservationConvention?: ChatClientObservationConvention,
  advisorObservationConvention?: AdvisorObservationConvention,
) => DefaultChatClientBuilder;

const DEFAULT_TEMPLATE_RENDERER: TemplateRenderer = StTemplateRenderer.builder().build();

/**
 * The mutable settings of one request spec (Java's fields), filled from the constructor's 20
 * arguments in Java order after Spring's null checks; the lists and maps are the live ones the
 * spec's getters return.
 */
export class RequestSpecState {
  readonly observationRegistry: ObservationRegistry;
  readonly chatClientObservationConvention: ChatClientObservationConvention;
  readonly advisorObservationConvention: AdvisorObservationConvention | undefined;
  readonly chatModel: ChatModel;
  readonly media: Media[] = [];
  readonly toolNamesList: string[] = [];
  readonly toolCallbacksList: ToolCallback[] = [];
  readonly toolCallbackProviders: ToolCallbackProvider[] = [];
  readonly messagesList: Message[] = [];
  readonly userParams = new Map<string, unknown>();
  readonly userMetadata = new Map<string, unknown>();
  readonly systemParams = new Map<string, unknown>();
  readonly systemMetadata = new Map<string, unknown>();
  readonly advisorsList: Advisor[] = [];
  readonly advisorParams = new Map<string, unknown>();
  readonly toolContextMap = new Map<string, unknown>();
  templateRendererValue: TemplateRenderer;
  userText: string | undefined;
  systemText: string | undefined;
  chatOptions: ChatOptions | undefined;
  /** Set by the builder that created the spec (or its source, for a copy); none on a spec built directly. */
  builderType: ChatClientBuilderType | undefined;
  /**
   * The builder for specs built directly (Spring's `ChatClient.builder(...)`): set by
   * `DefaultChatClientBuilder`'s module when it loads, so this module need not import it.
   */
  static defaultBuilderType: ChatClientBuilderType | undefined;

  /** @throws IllegalArgumentException `"<name> cannot be null"` for a missing required argument */
  constructor(parts: ConstructorArguments, builderType?: ChatClientBuilderType) {
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
    ] = parts;
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
    // Java's interface default applies when the model has no `getDefaultOptions`.
    const modelOptions = chatOptions ?? ChatModel.getDefaultOptions(chatModel) ?? undefined;
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
    this.chatClientObservationConvention = chatClientObservationConvention ?? DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION;
    putAll(this.toolContextMap, toolContext);
    this.templateRendererValue = templateRenderer ?? DEFAULT_TEMPLATE_RENDERER;
    this.advisorObservationConvention = advisorObservationConvention ?? undefined;
    this.builderType = builderType;
  }

  /** The constructor arguments that recreate these settings (the copy constructor's input). */
  parts(): ConstructorArguments {
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

  /** A new builder whose defaults are these settings (the spec's `mutate()`, Spring's order of calls). */
  toBuilder(): DefaultChatClientBuilder {
    const Builder = this.builderType ?? RequestSpecState.defaultBuilderType;
    if (Builder === undefined) {
      throw new IllegalStateException(
        'mutate() needs DefaultChatClientBuilder, whose module was not loaded (import it, or the package entry point)',
      );
    }
    const builder = new Builder(
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
}
