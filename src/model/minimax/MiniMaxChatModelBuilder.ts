/* spring-ai-ts, Apache-2.0. A builder for MiniMaxChatModel (an addition to the Java constructors). */
import type { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import type { RetryTemplate } from '../../retry/support/RetryTemplate.js';
import type { ToolCallingManager } from '../tool/ToolCallingManager.js';
import type { ToolExecutionEligibilityPredicate } from '../tool/ToolExecutionEligibilityPredicate.js';
import type { MiniMaxApi } from './api/MiniMaxApi.js';
import type { MiniMaxChatModel } from './MiniMaxChatModel.js';
import { MiniMaxChatOptions } from './MiniMaxChatOptions.js';

type Factory = (
  api: MiniMaxApi,
  options: MiniMaxChatOptions,
  manager: ToolCallingManager | undefined,
  retry: RetryTemplate | undefined,
  registry: ObservationRegistry | undefined,
  predicate: ToolExecutionEligibilityPredicate | undefined,
) => MiniMaxChatModel;

/**
 * Fluent construction of a {@link MiniMaxChatModel}; anything not set gets the constructor's
 * default (options: model `abab6.5g-chat`, temperature 0.7).
 *
 * @remarks Spring AI 1.1.8 has constructors only; the builder is an addition.
 * @category Models/MiniMax
 */
export class MiniMaxChatModelBuilder {
  private api: MiniMaxApi | undefined;
  private options: MiniMaxChatOptions | undefined;
  private manager: ToolCallingManager | undefined;
  private retry: RetryTemplate | undefined;
  private registry: ObservationRegistry | undefined;
  private predicate: ToolExecutionEligibilityPredicate | undefined;

  /** @internal Created by `MiniMaxChatModel.builder()`. */
  constructor(private readonly factory: Factory) {}

  /** The API client (required). */
  miniMaxApi(miniMaxApi: MiniMaxApi): this {
    this.api = miniMaxApi;
    return this;
  }

  /** The default options. */
  defaultOptions(options: MiniMaxChatOptions): this {
    this.options = options;
    return this;
  }

  /** The tool calling manager. */
  toolCallingManager(toolCallingManager: ToolCallingManager): this {
    this.manager = toolCallingManager;
    return this;
  }

  /** The retry template. */
  retryTemplate(retryTemplate: RetryTemplate): this {
    this.retry = retryTemplate;
    return this;
  }

  /** The observation registry. */
  observationRegistry(observationRegistry: ObservationRegistry): this {
    this.registry = observationRegistry;
    return this;
  }

  /** The predicate deciding whether requested tools run inside the model. */
  toolExecutionEligibilityPredicate(predicate: ToolExecutionEligibilityPredicate): this {
    this.predicate = predicate;
    return this;
  }

  /** The chat model. */
  build(): MiniMaxChatModel {
    const options = this.options ?? MiniMaxChatOptions.builder().model('abab6.5g-chat').temperature(0.7).build();
    return this.factory(this.api as MiniMaxApi, options, this.manager, this.retry, this.registry, this.predicate);
  }
}
