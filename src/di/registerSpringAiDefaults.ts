/* spring-ai-ts, Apache-2.0. Registers the library's default beans into a tsyringe container (Spring Boot auto-configuration's counterpart). */
import 'reflect-metadata';
import { instancePerContainerCachingFactory, type DependencyContainer, type InjectionToken } from 'tsyringe';
import { ChatMemory } from '../chat/memory/ChatMemory.js';
import { ChatMemoryRepository } from '../chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../chat/memory/MessageWindowChatMemory.js';
import { JdbcChatMemoryRepository } from '../chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { DataSource } from '../java/jdbc/DataSource.js';
import { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import { DefaultToolCallingManager } from '../model/tool/DefaultToolCallingManager.js';
import { ToolCallingManager } from '../model/tool/ToolCallingManager.js';
import { DefaultToolExecutionExceptionProcessor } from '../tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionExceptionProcessor } from '../tool/execution/ToolExecutionExceptionProcessor.js';
import { ContainerToolCallbackResolver } from '../tool/resolution/ContainerToolCallbackResolver.js';
import { DelegatingToolCallbackResolver } from '../tool/resolution/DelegatingToolCallbackResolver.js';
import { ToolCallbackResolver } from '../tool/resolution/ToolCallbackResolver.js';
import type { SpringAiDefaultsOptions } from './SpringAiDefaultsOptions.js';

/**
 * Registers spring-ai-ts's defaults into `container`, each only when the container (not counting
 * its parents) has no registration for that token yet, like Spring Boot's
 * `@ConditionalOnMissingBean`:
 *
 * - `ToolCallbackResolver.TOKEN`: a `DelegatingToolCallbackResolver` over a
 *   `ContainerToolCallbackResolver` of the resolving container;
 * - `ToolExecutionExceptionProcessor.TOKEN`: `DefaultToolExecutionExceptionProcessor`
 *   with `alwaysThrow` false (Spring's `spring.ai.tools.throw-exception-on-error=false`);
 * - `ObservationRegistry.TOKEN`: `ObservationRegistry.NOOP`;
 * - `ToolCallingManager.TOKEN`: a `DefaultToolCallingManager` built from the three above;
 * - `ChatMemoryRepository.TOKEN`: an `InMemoryChatMemoryRepository`, or with
 *   `options.dataSource` a `JdbcChatMemoryRepository` on it (table created on first use), and
 *   `ChatMemory.TOKEN`: a `MessageWindowChatMemory` over it (Spring Boot's chat-memory
 *   auto-configuration);
 * - `DataSource.TOKEN`: `options.dataSource`, when given.
 *
 * Instances are created per container: resolving a token from a child container gives that
 * child its own resolver, which sees the child's tools.
 *
 * @example
 * ```ts
 * registerSpringAiDefaults(container);
 * registerTools(container, WeatherTools);
 * const resolver = container.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
 *
 * // Chat memory in an embedded PostgreSQL directory instead of process memory:
 * import { PGliteDataSource } from 'spring-ai-ts/pglite';
 * registerSpringAiDefaults(container, { dataSource: new PGliteDataSource({ dataDir: './data/memory' }) });
 * ```
 *
 * @param options - the chat memory store and window (see {@link SpringAiDefaultsOptions})
 *
 * @returns the container, for chaining
 * @category Tools
 */
export function registerSpringAiDefaults(
  container: DependencyContainer,
  options: SpringAiDefaultsOptions = {},
): DependencyContainer {
  const perContainer = <T>(token: InjectionToken<T>, create: (resolving: DependencyContainer) => T): void => {
    if (!container.isRegistered(token, false)) {
      container.register(token, { useFactory: instancePerContainerCachingFactory<T>(create) });
    }
  };
  perContainer<ToolCallbackResolver>(
    ToolCallbackResolver.TOKEN,
    (resolving) => new DelegatingToolCallbackResolver([new ContainerToolCallbackResolver(resolving)]),
  );
  perContainer<ToolExecutionExceptionProcessor>(ToolExecutionExceptionProcessor.TOKEN, () =>
    DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(false).build(),
  );
  perContainer<ObservationRegistry>(ObservationRegistry.TOKEN, () => ObservationRegistry.NOOP);
  perContainer<ToolCallingManager>(
    ToolCallingManager.TOKEN,
    (resolving) =>
      new DefaultToolCallingManager(
        resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN),
        resolving.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN),
        resolving.resolve<ToolExecutionExceptionProcessor>(ToolExecutionExceptionProcessor.TOKEN),
      ),
  );
  const dataSource = options.dataSource;
  if (dataSource !== undefined && !container.isRegistered(DataSource.TOKEN, false)) {
    container.register(DataSource.TOKEN, { useValue: dataSource });
  }
  perContainer<ChatMemoryRepository>(ChatMemoryRepository.TOKEN, () =>
    dataSource === undefined
      ? new InMemoryChatMemoryRepository()
      : JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build(),
  );
  perContainer<ChatMemory>(ChatMemory.TOKEN, (resolving) =>
    MessageWindowChatMemory.builder()
      .chatMemoryRepository(resolving.resolve<ChatMemoryRepository>(ChatMemoryRepository.TOKEN))
      .maxMessages(options.maxMessages ?? 20)
      .build(),
  );
  return container;
}
