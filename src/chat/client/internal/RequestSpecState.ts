/* spring-ai-ts, Apache-2.0. Internal: the settings a DefaultChatClientRequestSpec holds, with the constructor's checks, and the way back to a builder (mutate). */
import type { Media } from '../../../content/Media.js';
import { Assert } from '../../../java/core/Assert.js';
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { StringUtils } from '../../../java/core/StringUtils.js';
import { newMap } from '../../../java/core/lang/maps.js';
import type { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
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
import { AdvisorChainCache } from './AdvisorChainCache.js';
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

/** Each spec gets its own copy of the options (or of the model's defaults, Java's interface default when absent). */
function copyOptions(options: ChatOptions | undefined | null): ChatOptions | undefined {
  return options !== undefined && options !== null ? options.copy() : undefined;
}

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
  readonly media: Media[];
  readonly toolNamesList: string[];
  readonly toolCallbacksList: ToolCallback[];
  readonly toolCallbackProviders: ToolCallbackProvider[];
  readonly messagesList: Message[];
  readonly userParams: Map<string, unknown>;
  readonly userMetadata: Map<string, unknown>;
  readonly systemParams: Map<string, unknown>;
  readonly systemMetadata: Map<string, unknown>;
  readonly advisorsList: Advisor[];
  readonly advisorParams: Map<string, unknown>;
  readonly toolContextMap: Map<string, unknown>;
  /** Shared with the spec this one was copied from: the client's reusable chain pieces. */
  readonly advisorChains: AdvisorChainCache;
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

  /**
   * From the constructor's 20 arguments, or a copy of `parts` (another spec's settings).
   * @throws IllegalArgumentException `"<name> cannot be null"` for a missing required argument
   */
  constructor(parts: ConstructorArguments | RequestSpecState, builderType?: ChatClientBuilderType) {
    if (parts instanceof RequestSpecState) {
      // The copy every prompt() makes: the source's settings passed the checks below when it was
      // made, so it copies field by field instead of spreading them into 20 arguments, 14 checks
      // and entry arrays.
      this.chatModel = parts.chatModel;
      this.chatOptions = copyOptions(parts.chatOptions ?? ChatModel.getDefaultOptions(parts.chatModel));
      this.userText = parts.userText;
      this.userParams = new Map(parts.userParams);
      this.userMetadata = new Map(parts.userMetadata);
      this.systemText = parts.systemText;
      this.systemParams = new Map(parts.systemParams);
      this.systemMetadata = new Map(parts.systemMetadata);
      this.toolNamesList = parts.toolNamesList.slice();
      this.toolCallbacksList = parts.toolCallbacksList.slice();
      this.toolCallbackProviders = parts.toolCallbackProviders.slice();
      this.messagesList = parts.messagesList.slice();
      this.media = parts.media.slice();
      this.advisorsList = parts.advisorsList.slice();
      this.advisorParams = new Map(parts.advisorParams);
      this.observationRegistry = parts.observationRegistry;
      this.chatClientObservationConvention = parts.chatClientObservationConvention;
      this.toolContextMap = new Map(parts.toolContextMap);
      this.templateRendererValue = parts.templateRendererValue;
      this.advisorObservationConvention = parts.advisorObservationConvention;
      this.builderType = builderType;
      this.advisorChains = parts.advisorChains;
      return;
    }
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
    this.chatOptions = copyOptions(chatOptions ?? ChatModel.getDefaultOptions(chatModel));
    this.userText = userText ?? undefined;
    this.userParams = newMap(userParams);
    this.userMetadata = newMap(userMetadata);
    this.systemText = systemText ?? undefined;
    this.systemParams = newMap(systemParams);
    this.systemMetadata = newMap(systemMetadata);
    this.toolNamesList = [...toolNames];
    this.toolCallbacksList = [...toolCallbacks];
    this.toolCallbackProviders = [...toolCallbackProviders];
    this.messagesList = [...messages];
    this.media = [...media];
    this.advisorsList = [...advisors];
    this.advisorParams = newMap(advisorParams);
    this.observationRegistry = observationRegistry;
    this.chatClientObservationConvention = chatClientObservationConvention ?? DEFAULT_CHAT_CLIENT_OBSERVATION_CONVENTION;
    this.toolContextMap = newMap(toolContext);
    this.templateRendererValue = templateRenderer ?? DEFAULT_TEMPLATE_RENDERER;
    this.advisorObservationConvention = advisorObservationConvention ?? undefined;
    this.builderType = builderType;
    this.advisorChains = new AdvisorChainCache();
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
