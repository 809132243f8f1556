/* Ported from Spring AI MiniMaxChatAutoConfiguration and MiniMaxEmbeddingAutoConfiguration (v1.1.8). spring-ai-ts, Apache-2.0. */
import { instancePerContainerCachingFactory, type DependencyContainer } from 'tsyringe';
import { ChatModel } from '../../../chat/model/ChatModel.js';
import type { Environment } from '../../../di/config/Environment.js';
import type { SpringAiAutoConfiguration } from '../../../di/SpringAiAutoConfiguration.js';
import { EmbeddingModel } from '../../../embedding/EmbeddingModel.js';
import { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import { RetryTemplate } from '../../../java/retry/RetryTemplate.js';
import { DefaultToolExecutionEligibilityPredicate } from '../../tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingManager } from '../../tool/ToolCallingManager.js';
import { MiniMaxChatModel } from '../MiniMaxChatModel.js';
import { MiniMaxEmbeddingModel } from '../MiniMaxEmbeddingModel.js';
import { bindChatProperties, bindConnectionProperties, bindEmbeddingProperties } from './internal/bindMiniMaxProperties.js';
import { miniMaxApiFor } from './internal/miniMaxApiFor.js';
import { MiniMaxChatProperties } from './MiniMaxChatProperties.js';
import { MiniMaxConnectionProperties } from './MiniMaxConnectionProperties.js';
import { MiniMaxEmbeddingProperties } from './MiniMaxEmbeddingProperties.js';

/** Spring's `@ConditionalOnProperty(name = selector, havingValue = "minimax", matchIfMissing = true)`. */
function selected(environment: Environment, selector: string): boolean {
  const value = environment.getProperty(selector);
  return value === undefined || value === 'minimax';
}

function registerConnection(container: DependencyContainer, environment: Environment): MiniMaxConnectionProperties {
  if (container.isRegistered(MiniMaxConnectionProperties.TOKEN, false)) {
    return container.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
  }
  const connection = bindConnectionProperties(environment);
  container.register(MiniMaxConnectionProperties.TOKEN, { useValue: connection });
  return connection;
}

/**
 * Spring AI's `MiniMaxChatAutoConfiguration`: binds `spring.ai.minimax.*` and
 * `spring.ai.minimax.chat.*` (registered under `MiniMaxConnectionProperties.TOKEN` and
 * `MiniMaxChatProperties.TOKEN`) and registers a {@link MiniMaxChatModel} under `ChatModel.TOKEN`
 * (unless the container has its own), over the container's `ToolCallingManager`, `RetryTemplate`
 * and `ObservationRegistry`. Applies unless `spring.ai.model.chat` names another provider.
 *
 * @example
 * ```ts
 * // application.yml
 * // spring.ai.minimax.api-key: ${MINIMAX_API_KEY}
 * // spring.ai.minimax.chat.options.model: abab6.5s-chat
 * registerSpringAiDefaults(container, { autoConfigurations: [MiniMaxChatAutoConfiguration] });
 * ```
 *
 * @remarks
 * The API key and base URL are checked when `registerSpringAiDefaults` runs (Spring creates the
 * singleton model at start-up); a missing one throws `ConfigurationPropertiesException` naming
 * `spring.ai.minimax.api-key`, the files read and `SPRING_AI_MINIMAX_API_KEY`. `spring.ai.minimax.chat.options.*`
 * takes the JavaBean properties of `MiniMaxChatOptions`; a name it does not have fails the start
 * (Spring Boot ignores it). Spring's class is a constant implementing `SpringAiAutoConfiguration`
 * here, listed in `registerSpringAiDefaults` instead of found on the class path.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/minimax/autoconfigure/MiniMaxChatAutoConfiguration.html
 * @category Models/MiniMax
 */
export const MiniMaxChatAutoConfiguration: SpringAiAutoConfiguration = {
  name: 'MiniMaxChatAutoConfiguration',
  configure(container, environment) {
    if (!selected(environment, 'spring.ai.model.chat')) return;
    const connection = registerConnection(container, environment);
    const chat = bindChatProperties(environment);
    container.register(MiniMaxChatProperties.TOKEN, { useValue: chat });
    if (container.isRegistered(ChatModel.TOKEN, false)) return;
    const api = miniMaxApiFor(chat, connection, MiniMaxChatProperties.CONFIG_PREFIX, environment);
    container.register(ChatModel.TOKEN, {
      useFactory: instancePerContainerCachingFactory<ChatModel>(
        (resolving) =>
          new MiniMaxChatModel(
            api,
            chat.getOptions(),
            resolving.resolve<ToolCallingManager>(ToolCallingManager.TOKEN),
            resolving.resolve<RetryTemplate>(RetryTemplate.TOKEN),
            resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN),
            new DefaultToolExecutionEligibilityPredicate(),
          ),
      ),
    });
  },
};

/**
 * Spring AI's `MiniMaxEmbeddingAutoConfiguration`: binds `spring.ai.minimax.*` and
 * `spring.ai.minimax.embedding.*` (registered under `MiniMaxConnectionProperties.TOKEN` and
 * `MiniMaxEmbeddingProperties.TOKEN`) and registers a {@link MiniMaxEmbeddingModel} under
 * `EmbeddingModel.TOKEN` (unless the container has its own). Applies unless
 * `spring.ai.model.embedding` names another provider.
 *
 * @remarks
 * As {@link MiniMaxChatAutoConfiguration}: the key is checked at start-up, unknown option names
 * fail. `spring.ai.minimax.embedding.options.type` (`db` or `query`) is an addition.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/minimax/autoconfigure/MiniMaxEmbeddingAutoConfiguration.html
 * @category Models/MiniMax
 */
export const MiniMaxEmbeddingAutoConfiguration: SpringAiAutoConfiguration = {
  name: 'MiniMaxEmbeddingAutoConfiguration',
  configure(container, environment) {
    if (!selected(environment, 'spring.ai.model.embedding')) return;
    const connection = registerConnection(container, environment);
    const embedding = bindEmbeddingProperties(environment);
    container.register(MiniMaxEmbeddingProperties.TOKEN, { useValue: embedding });
    if (container.isRegistered(EmbeddingModel.TOKEN, false)) return;
    const api = miniMaxApiFor(embedding, connection, MiniMaxEmbeddingProperties.CONFIG_PREFIX, environment);
    container.register(EmbeddingModel.TOKEN, {
      useFactory: instancePerContainerCachingFactory<EmbeddingModel>(
        (resolving) =>
          new MiniMaxEmbeddingModel(
            api,
            embedding.getMetadataMode(),
            embedding.getOptions(),
            resolving.resolve<RetryTemplate>(RetryTemplate.TOKEN),
            resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN),
          ),
      ),
    });
  },
};

/**
 * Both MiniMax auto-configurations, chat and embedding: what adding Spring AI's MiniMax starter
 * to a Spring Boot application configures.
 *
 * @example
 * ```ts
 * import { MiniMaxAutoConfiguration } from 'spring-ai-ts/minimax';
 * registerSpringAiDefaults(container, { autoConfigurations: MiniMaxAutoConfiguration });
 * ```
 *
 * @category Models/MiniMax
 */
export const MiniMaxAutoConfiguration: readonly SpringAiAutoConfiguration[] = [
  MiniMaxChatAutoConfiguration,
  MiniMaxEmbeddingAutoConfiguration,
];
