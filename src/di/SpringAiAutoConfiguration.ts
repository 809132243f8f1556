/* spring-ai-ts, Apache-2.0. How a provider plugs its Spring Boot auto-configuration into registerSpringAiDefaults. */
import type { DependencyContainer } from 'tsyringe';
import type { Environment } from './config/Environment.js';

/**
 * A provider's auto-configuration (Spring Boot's `@AutoConfiguration` class of a starter): it binds
 * its `spring.ai.<provider>.*` properties from the {@link Environment} and registers its beans
 * (its `ChatModel` under `ChatModel.TOKEN`, its `EmbeddingModel` under `EmbeddingModel.TOKEN`, …).
 *
 * A provider exports its auto-configurations from its own entry point
 * (`MiniMaxAutoConfiguration` from `spring-ai-ts/minimax`), and the application lists them:
 * `registerSpringAiDefaults(container, { autoConfigurations: [MiniMaxAutoConfiguration] })`.
 *
 * `configure` runs once, while `registerSpringAiDefaults` runs, after the library's own
 * registrations: it binds its properties with `environment.bind(prefix, schema)` (which makes the
 * prefix owned, so a misspelled property under it fails the start), checks what must be set
 * (an API key), and registers factories, each only when the container has no registration of its
 * own for that token (Spring's `@ConditionalOnMissingBean`). Collaborators are resolved in the
 * factories, from the resolving container: `ToolCallingManager.TOKEN`, `RetryTemplate.TOKEN`,
 * `ObservationRegistry.TOKEN`.
 *
 * @example
 * ```ts
 * export const AcmeAutoConfiguration: SpringAiAutoConfiguration = {
 *   name: 'AcmeChatAutoConfiguration',
 *   configure(container, environment) {
 *     const connection = environment.bind('spring.ai.acme', { apiKey: 'string', baseUrl: 'string' });
 *     const chat = environment.bind('spring.ai.acme.chat.options', { model: 'string', temperature: 'number' });
 *     if (!connection.values.apiKey) throw new ConfigurationPropertiesException('Acme API key must be set …', connection.name('apiKey'));
 *     if (!container.isRegistered(ChatModel.TOKEN, false)) {
 *       container.register(ChatModel.TOKEN, { useFactory: instanceCachingFactory((c) => new AcmeChatModel(…)) });
 *     }
 *   },
 * };
 * ```
 *
 * @remarks
 * Spring Boot finds auto-configurations on the classpath; here the application names them, so
 * importing a provider's classes never configures it by itself.
 *
 * @see https://docs.spring.io/spring-boot/reference/using/auto-configuration.html
 * @category Configuration
 */
export interface SpringAiAutoConfiguration {
  /** The name messages use (Spring's auto-configuration class name, e.g. `MiniMaxChatAutoConfiguration`). */
  readonly name: string;
  /**
   * Binds the provider's properties and registers its beans.
   *
   * @throws ConfigurationPropertiesException for a bad or missing property
   */
  configure(container: DependencyContainer, environment: Environment): void;
}
