/* spring-ai-ts, Apache-2.0. The beans of Spring AI 1.1.8's core auto-configurations, configured from their properties. */
import { instancePerContainerCachingFactory, type DependencyContainer, type InjectionToken } from 'tsyringe';
import { ChatClientCompletionObservationHandler } from '../../chat/client/observation/ChatClientCompletionObservationHandler.js';
import { ChatClientPromptContentObservationHandler } from '../../chat/client/observation/ChatClientPromptContentObservationHandler.js';
import { ChatModelCompletionObservationHandler } from '../../chat/observation/ChatModelCompletionObservationHandler.js';
import { ChatModelPromptContentObservationHandler } from '../../chat/observation/ChatModelPromptContentObservationHandler.js';
import { ChatMemory } from '../../chat/memory/ChatMemory.js';
import { ChatMemoryRepository } from '../../chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../../chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../chat/memory/MessageWindowChatMemory.js';
import { JdbcChatMemoryRepository } from '../../chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { DataSource } from '../../java/jdbc/DataSource.js';
import { JdbcTemplate } from '../../java/jdbc/JdbcTemplate.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import type { ObservationHandler } from '../../java/micrometer/observation/ObservationHandler.js';
import { RetryTemplate } from '../../java/retry/RetryTemplate.js';
import { RetryUtils } from '../../retry/RetryUtils.js';
import { TransientAiException } from '../../retry/TransientAiException.js';
import { ToolCallingContentObservationFilter } from '../../tool/observation/ToolCallingContentObservationFilter.js';
import { VectorStoreQueryResponseObservationHandler } from '../../vectorstore/observation/VectorStoreQueryResponseObservationHandler.js';
import type { CoreProperties } from './coreProperties.js';

const logger = LoggerFactory.getLogger('SpringAiAutoConfiguration');

/** Registers `create` under `token` unless the container itself has a registration (`@ConditionalOnMissingBean`). */
export function perContainer<T>(container: DependencyContainer, token: InjectionToken<T>, create: (resolving: DependencyContainer) => T): void {
  if (!container.isRegistered(token, false)) {
    container.register(token, { useFactory: instancePerContainerCachingFactory<T>(create) });
  }
}

/**
 * The observation registry (NOOP unless a content-logging property asks for handlers, which need a
 * real one) with the handlers and filter the observation properties ask for; a registry the
 * application registered gets them too, as Boot adds handler beans to any registry.
 */
export function registerObservations(container: DependencyContainer, core: CoreProperties): void {
  const handlers: ObservationHandler[] = [];
  if (core.chatClient['observations.logPrompt'] === true) {
    logger.warn('You have enabled logging out the ChatClient prompt content with the risk of exposing sensitive or private information. Please, be careful!');
    handlers.push(new ChatClientPromptContentObservationHandler() as unknown as ObservationHandler);
  }
  if (core.chatClient['observations.logCompletion'] === true) {
    logger.warn('You have enabled logging out the ChatClient completion content with the risk of exposing sensitive or private information. Please, be careful!');
    handlers.push(new ChatClientCompletionObservationHandler() as unknown as ObservationHandler);
  }
  if (core.chatObservations.logPrompt === true) {
    logger.warn('You have enabled logging out the prompt content with the risk of exposing sensitive or private information. Please, be careful!');
    handlers.push(new ChatModelPromptContentObservationHandler() as unknown as ObservationHandler);
  }
  if (core.chatObservations.logCompletion === true) {
    logger.warn('You have enabled logging out the completion content with the risk of exposing sensitive or private information. Please, be careful!');
    handlers.push(new ChatModelCompletionObservationHandler() as unknown as ObservationHandler);
  }
  if (core.vectorStoreObservations.logQueryResponse === true) {
    logger.warn('You have enabled logging out of the query response content with the risk of exposing sensitive or private information. Please, be careful!');
    handlers.push(new VectorStoreQueryResponseObservationHandler() as unknown as ObservationHandler);
  }
  const includeToolContent = core.tools['observations.includeContent'] === true;
  const configure = (registry: ObservationRegistry): ObservationRegistry => {
    for (const handler of handlers) registry.observationConfig().observationHandler(handler);
    if (includeToolContent) registry.observationConfig().observationFilter(new ToolCallingContentObservationFilter());
    return registry;
  };
  if (container.isRegistered(ObservationRegistry.TOKEN, false)) {
    if (handlers.length > 0 || includeToolContent) configure(container.resolve<ObservationRegistry>(ObservationRegistry.TOKEN));
    return;
  }
  const wanted = handlers.length > 0 || includeToolContent;
  perContainer<ObservationRegistry>(container, ObservationRegistry.TOKEN, () => (wanted ? configure(ObservationRegistry.create()) : ObservationRegistry.NOOP));
}

/** `SpringAiRetryAutoConfiguration.retryTemplate`: Spring AI's default template unless `spring.ai.retry.*` changes it. */
export function registerRetryTemplate(container: DependencyContainer, core: CoreProperties): void {
  const retry = core.retry;
  const configured = retry.maxAttempts !== undefined || retry['backoff.initialInterval'] !== undefined
    || retry['backoff.multiplier'] !== undefined || retry['backoff.maxInterval'] !== undefined;
  if (retry.onClientErrors !== undefined || retry.excludeOnHttpCodes !== undefined || retry.onHttpCodes !== undefined) {
    logger.warn('spring.ai.retry.on-client-errors, exclude-on-http-codes and on-http-codes have no effect: each provider client classifies HTTP errors itself');
  }
  if (core.chatObservations.includeErrorLogging === true) {
    logger.warn('spring.ai.chat.observations.include-error-logging has no effect: it needs a tracer (as in Spring Boot without Micrometer Tracing)');
  }
  perContainer<RetryTemplate>(container, RetryTemplate.TOKEN, () =>
    !configured
      ? RetryUtils.DEFAULT_RETRY_TEMPLATE
      : RetryTemplate.builder()
        .maxAttempts(retry.maxAttempts ?? 10)
        .retryOn(TransientAiException)
        .exponentialBackoff(retry['backoff.initialInterval'] ?? 2000, retry['backoff.multiplier'] ?? 5, retry['backoff.maxInterval'] ?? 180_000)
        .withListener({
          onError: (context, _callback, error) =>
            logger.warn('Retry error. Retry count: {}, Exception: {}', context.getRetryCount(), (error as Error)?.message, error),
        })
        .build(),
  );
}

/** Whether Boot's `embedded` initialization mode applies to the data source (an in-process database). */
function isEmbedded(dataSource: DataSource): boolean {
  return typeof (dataSource as { getDataDir?: unknown }).getDataDir === 'function';
}

/**
 * Chat memory (`ChatMemoryAutoConfiguration`, `JdbcChatMemoryRepositoryAutoConfiguration`): over a
 * data source, `JdbcTemplate` and `JdbcChatMemoryRepository` (also the `ChatMemoryRepository`);
 * without one, an `InMemoryChatMemoryRepository`; a `MessageWindowChatMemory` over either.
 */
export function registerChatMemory(
  container: DependencyContainer,
  core: CoreProperties,
  dataSource: DataSource | undefined,
  maxMessages: number | undefined,
): void {
  if (dataSource !== undefined && !container.isRegistered(DataSource.TOKEN, false)) {
    container.register(DataSource.TOKEN, { useValue: dataSource });
  }
  const jdbc = dataSource !== undefined || container.isRegistered(DataSource.TOKEN, false);
  if (jdbc) {
    const mode = core.jdbcMemory.values.initializeSchema;
    if (core.jdbcMemory.values.schema !== undefined) {
      logger.warn("'{}' ({}) is not supported: the repository creates its own table", core.jdbcMemory.name('schema'), core.jdbcMemory.origin('schema'));
    }
    perContainer<JdbcTemplate>(container, JdbcTemplate.TOKEN, (resolving) => new JdbcTemplate(resolving.resolve<DataSource>(DataSource.TOKEN)));
    perContainer<JdbcChatMemoryRepository>(container, JdbcChatMemoryRepository.TOKEN, (resolving) => {
      const source = resolving.resolve<DataSource>(DataSource.TOKEN);
      const initialize = mode === undefined || mode === 'always' || (mode === 'embedded' && isEmbedded(source));
      return JdbcChatMemoryRepository.builder()
        .jdbcTemplate(resolving.resolve<JdbcTemplate>(JdbcTemplate.TOKEN))
        .initializeSchema(initialize)
        .build();
    });
  }
  perContainer<ChatMemoryRepository>(container, ChatMemoryRepository.TOKEN, (resolving) =>
    jdbc ? resolving.resolve<JdbcChatMemoryRepository>(JdbcChatMemoryRepository.TOKEN) : new InMemoryChatMemoryRepository(),
  );
  perContainer<ChatMemory>(container, ChatMemory.TOKEN, (resolving) =>
    MessageWindowChatMemory.builder()
      .chatMemoryRepository(resolving.resolve<ChatMemoryRepository>(ChatMemoryRepository.TOKEN))
      .maxMessages(maxMessages ?? 20)
      .build(),
  );
}
