/* Ported from Spring AI OpenAiChatModel.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { RetryUtils } from '../../retry/RetryUtils.js';
import { DefaultToolExecutionEligibilityPredicate } from '../tool/DefaultToolExecutionEligibilityPredicate.js';
import type { ToolCallingManager } from '../tool/ToolCallingManager.js';
import type { ToolExecutionEligibilityPredicate } from '../tool/ToolExecutionEligibilityPredicate.js';
import { OpenAiApi } from './api/OpenAiApi.js';
import { OpenAiChatOptions } from './OpenAiChatOptions.js';

/** What a builder hands to the `OpenAiChatModel` constructor. */
export interface OpenAiChatModelParts {
  /** The API client. */
  readonly openAiApi: OpenAiApi;
  /** The default options. */
  readonly defaultOptions: OpenAiChatOptions;
  /** The tool calling manager (the shared default when absent). */
  readonly toolCallingManager: ToolCallingManager | undefined;
  /** The retry template of blocking requests. */
  readonly retryTemplate: RetryTemplate;
  /** The observation registry. */
  readonly observationRegistry: ObservationRegistry;
  /** Decides whether requested tools run inside the model. */
  readonly toolExecutionEligibilityPredicate: ToolExecutionEligibilityPredicate;
}

/**
 * Fluent construction of an `OpenAiChatModel` (`OpenAiChatModel.Builder`): default options
 * model `gpt-4o`, temperature 0.7; the default tool calling manager, retry template
 * (`RetryUtils.DEFAULT_RETRY_TEMPLATE`), no-op observation registry and eligibility predicate.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiChatModel.Builder.html
 * @category Models/OpenAI
 */
export class OpenAiChatModelBuilder {
  private openAiApiValue: OpenAiApi | undefined;
  private defaultOptionsValue: OpenAiChatOptions = OpenAiChatOptions.builder().model(OpenAiApi.DEFAULT_CHAT_MODEL).temperature(0.7).build();
  private toolCallingManagerValue: ToolCallingManager | undefined;
  private predicate: ToolExecutionEligibilityPredicate = new DefaultToolExecutionEligibilityPredicate();
  private retryTemplateValue: RetryTemplate = RetryUtils.DEFAULT_RETRY_TEMPLATE;
  private observationRegistryValue: ObservationRegistry = ObservationRegistry.NOOP;

  /** A builder with the defaults, or (Java's copy constructor, used by `mutate()`) with a model's parts. */
  constructor(parts?: OpenAiChatModelParts) {
    if (parts !== undefined) {
      this.openAiApiValue = parts.openAiApi;
      this.defaultOptionsValue = parts.defaultOptions;
      this.toolCallingManagerValue = parts.toolCallingManager;
      this.predicate = parts.toolExecutionEligibilityPredicate;
      this.retryTemplateValue = parts.retryTemplate;
      this.observationRegistryValue = parts.observationRegistry;
    }
  }

  /** The API client (required). */
  openAiApi(openAiApi: OpenAiApi): this {
    this.openAiApiValue = openAiApi;
    return this;
  }

  /** The default options. */
  defaultOptions(defaultOptions: OpenAiChatOptions): this {
    this.defaultOptionsValue = defaultOptions;
    return this;
  }

  /** The tool calling manager. */
  toolCallingManager(toolCallingManager: ToolCallingManager): this {
    this.toolCallingManagerValue = toolCallingManager;
    return this;
  }

  /** The predicate deciding whether requested tools run inside the model. */
  toolExecutionEligibilityPredicate(toolExecutionEligibilityPredicate: ToolExecutionEligibilityPredicate): this {
    this.predicate = toolExecutionEligibilityPredicate;
    return this;
  }

  /** The retry template around each blocking request. */
  retryTemplate(retryTemplate: RetryTemplate): this {
    this.retryTemplateValue = retryTemplate;
    return this;
  }

  /** The observation registry. */
  observationRegistry(observationRegistry: ObservationRegistry): this {
    this.observationRegistryValue = observationRegistry;
    return this;
  }

  /** The chat model. */
  build(): import('./OpenAiChatModel.js').OpenAiChatModel {
    return OpenAiChatModelBuilder.create({
      openAiApi: this.openAiApiValue as OpenAiApi,
      defaultOptions: this.defaultOptionsValue,
      toolCallingManager: this.toolCallingManagerValue,
      retryTemplate: this.retryTemplateValue,
      observationRegistry: this.observationRegistryValue,
      toolExecutionEligibilityPredicate: this.predicate,
    });
  }

  /** @internal Set by `OpenAiChatModel` when it loads (no import cycle). */
  static create: (parts: OpenAiChatModelParts) => import('./OpenAiChatModel.js').OpenAiChatModel;
}
