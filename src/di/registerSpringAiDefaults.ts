/* spring-ai-ts, Apache-2.0. Registers the library's default beans into a tsyringe container, configured from Spring Boot's properties (Spring Boot auto-configuration's counterpart). */
import 'reflect-metadata';
import type { DependencyContainer } from 'tsyringe';
import { ChatClient, type ChatClientBuilder } from '../chat/client/ChatClient.js';
import { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolCallingManager } from '../model/tool/DefaultToolCallingManager.js';
import { ToolCallingManager } from '../model/tool/ToolCallingManager.js';
import { DefaultToolExecutionExceptionProcessor } from '../tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionExceptionProcessor } from '../tool/execution/ToolExecutionExceptionProcessor.js';
import { ContainerToolCallbackResolver } from '../tool/resolution/ContainerToolCallbackResolver.js';
import { DelegatingToolCallbackResolver } from '../tool/resolution/DelegatingToolCallbackResolver.js';
import { ToolCallbackResolver } from '../tool/resolution/ToolCallbackResolver.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
import { Environment } from './config/Environment.js';
import { newChatClientBuilder } from './internal/chatClientBuilderFactory.js';
import { bindCoreProperties } from './internal/coreProperties.js';
import { perContainer, registerChatMemory, registerObservations, registerRetryTemplate } from './internal/coreBeans.js';
import { registerVectorStore } from './internal/vectorStoreBeans.js';
import type { SpringAiDefaultsOptions } from './SpringAiDefaultsOptions.js';

const logger = LoggerFactory.getLogger('SpringAiAutoConfiguration');

/**
 * Plays Spring Boot's auto-configuration of Spring AI: reads the configuration (environment
 * variables, then `application.properties` / `application.yml`, with Spring Boot's property
 * names), and registers into `container` each bean Boot would provide, only when the container
 * (not counting its parents) has no registration for that token yet (`@ConditionalOnMissingBean`):
 *
 * - `Environment.TOKEN`: the configuration;
 * - `ChatClient.Builder.TOKEN`: a **new** `ChatClient.Builder` on every resolution (Spring's
 *   prototype bean) over the container's `ChatModel.TOKEN` and `ObservationRegistry.TOKEN`, with
 *   every customizer registered under `ChatClientCustomizer.TOKEN` applied, in `Ordered` order;
 *   not registered when `spring.ai.chat.client.enabled=false`;
 * - `ObservationRegistry.TOKEN`: `ObservationRegistry.NOOP`, or a registry with the content
 *   handlers that `spring.ai.chat.client.observations.log-prompt` / `log-completion` and
 *   `spring.ai.chat.observations.log-prompt` / `log-completion` ask for (and the tool-content filter
 *   of `spring.ai.tools.observations.include-content`);
 * - `ToolCallbackResolver.TOKEN`: a `DelegatingToolCallbackResolver` over a
 *   `ContainerToolCallbackResolver` of the resolving container;
 * - `ToolExecutionExceptionProcessor.TOKEN`: `DefaultToolExecutionExceptionProcessor`, throwing
 *   when `spring.ai.tools.throw-exception-on-error=true` (default false);
 * - `ToolCallingManager.TOKEN`: a `DefaultToolCallingManager` built from the three above;
 * - `RetryTemplate.TOKEN`: Spring AI's retry template, shaped by `spring.ai.retry.max-attempts`
 *   and `spring.ai.retry.backoff.*`;
 * - with a data source (`options.dataSource` or a `DataSource.TOKEN` registration): `DataSource.TOKEN`,
 *   `JdbcTemplate.TOKEN` and `JdbcChatMemoryRepository.TOKEN`, whose table is created as
 *   `spring.ai.chat.memory.repository.jdbc.initialize-schema` says; it is also the
 *   `ChatMemoryRepository.TOKEN`, which is otherwise an `InMemoryChatMemoryRepository`;
 *   `ChatMemory.TOKEN`: a `MessageWindowChatMemory` over it;
 * - with a data source, unless `spring.ai.vectorstore.type` names another store: `VectorStore.TOKEN`,
 *   a `PgVectorStore` over the container's `EmbeddingModel`, configured from
 *   `spring.ai.vectorstore.pgvector.*` (resolving it without an `EmbeddingModel.TOKEN` fails);
 * - then each of `options.autoConfigurations` (a provider's `ChatModel.TOKEN`, `EmbeddingModel.TOKEN`, …).
 *
 * Instances are created per container: resolving a token from a child container gives that
 * child its own resolver, which sees the child's tools.
 *
 * @example
 * ```ts
 * import { MiniMaxAutoConfiguration } from 'spring-ai-ts/minimax';
 *
 * // application.yml: spring.ai.minimax.api-key: ${MINIMAX_API_KEY}, spring.ai.minimax.chat.options.model: …
 * registerSpringAiDefaults(container, { autoConfigurations: [MiniMaxAutoConfiguration] });
 * container.register(ChatClientCustomizer.TOKEN, { useValue: (builder) => builder.defaultSystem('Be brief.') });
 * const builder = container.resolve<ChatClient.Builder>(ChatClient.Builder.TOKEN);   // a new one each time
 *
 * // Chat memory in an embedded PostgreSQL directory instead of process memory:
 * import { PGliteDataSource } from 'spring-ai-ts/pglite';
 * registerSpringAiDefaults(container, { dataSource: new PGliteDataSource({ dataDir: './data/memory' }) });
 * ```
 *
 * @param options - the configuration, the providers' auto-configurations and the chat memory store
 *   (see {@link SpringAiDefaultsOptions})
 *
 * @returns the container, for chaining
 * @throws ConfigurationPropertiesException at start-up for a malformed configuration file, a value
 *   of the wrong type, an unknown property under a bound prefix (`spring.ai.chat.client.*`,
 *   `spring.ai.retry.*`, a listed provider's `spring.ai.<provider>.*`, …) or a missing API key,
 *   naming the property and its file (never a secret's value)
 *
 * @remarks
 * Spring Boot ignores a property nothing binds; here one under a bound prefix fails the start, and
 * a `spring.ai.<name>` group nothing binds at all (a provider whose auto-configuration is not
 * listed, `spring.ai.mcp.*`) is logged as a warning.
 * `spring.ai.chat.memory.repository.jdbc.initialize-schema` defaults to creating the table on first
 * use with any data source (Boot's default, `embedded`, would skip a PostgreSQL server; the
 * statement is `CREATE TABLE IF NOT EXISTS`); `embedded` means a PGlite data source here.
 * @category Configuration
 */
export function registerSpringAiDefaults(
  container: DependencyContainer,
  options: SpringAiDefaultsOptions = {},
): DependencyContainer {
  const environment = options.environment instanceof Environment ? options.environment : Environment.load(options.environment ?? {});
  const core = bindCoreProperties(environment);
  if (!container.isRegistered(Environment.TOKEN, false)) container.register(Environment.TOKEN, { useValue: environment });
  perContainer<ToolCallbackResolver>(
    container,
    ToolCallbackResolver.TOKEN,
    (resolving) => new DelegatingToolCallbackResolver([new ContainerToolCallbackResolver(resolving)]),
  );
  perContainer<ToolExecutionExceptionProcessor>(container, ToolExecutionExceptionProcessor.TOKEN, () =>
    DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(core.tools.throwExceptionOnError ?? false).build(),
  );
  registerObservations(container, core);
  perContainer<ToolCallingManager>(
    container,
    ToolCallingManager.TOKEN,
    (resolving) =>
      new DefaultToolCallingManager(
        resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN),
        resolving.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN),
        resolving.resolve<ToolExecutionExceptionProcessor>(ToolExecutionExceptionProcessor.TOKEN),
      ),
  );
  registerRetryTemplate(container, core);
  registerChatMemory(container, core, options.dataSource, options.maxMessages);
  registerVectorStore(container, core);
  if (core.chatClient.enabled !== false && !container.isRegistered(ChatClient.Builder.TOKEN, false)) {
    // Spring's @Scope("prototype"): a plain factory runs on every resolution.
    container.register<ChatClientBuilder>(ChatClient.Builder.TOKEN, { useFactory: (resolving) => newChatClientBuilder(resolving) });
  }
  for (const autoConfiguration of options.autoConfigurations ?? []) autoConfiguration.configure(container, environment);
  environment.checkBound();
  for (const { group, origin } of environment.unboundGroups()) {
    logger.warn('{}.* is set ({}) but nothing binds it: list the auto-configuration of that provider in registerSpringAiDefaults, or remove it', group, origin);
  }
  return container;
}
