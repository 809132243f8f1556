/* Ported from Spring AI OpenAiChatAutoConfiguration and OpenAiEmbeddingAutoConfiguration (v1.1.8). spring-ai-ts, Apache-2.0. */
import { instancePerContainerCachingFactory, type DependencyContainer } from 'tsyringe';
import { ChatModel } from '../../../chat/model/ChatModel.js';
import type { Environment } from '../../../di/config/Environment.js';
import type { SpringAiAutoConfiguration } from '../../../di/SpringAiAutoConfiguration.js';
import { EmbeddingModel } from '../../../embedding/EmbeddingModel.js';
import { ObservationRegistry } from '../../../java/micrometer/observation/ObservationRegistry.js';
import { RetryTemplate } from '../../../java/retry/RetryTemplate.js';
import { DefaultToolExecutionEligibilityPredicate } from '../../tool/DefaultToolExecutionEligibilityPredicate.js';
import { ToolCallingManager } from '../../tool/ToolCallingManager.js';
import { OpenAiChatModel } from '../OpenAiChatModel.js';
import { OpenAiEmbeddingModel } from '../OpenAiEmbeddingModel.js';
import { bindChatProperties, bindConnectionProperties, bindEmbeddingProperties } from './internal/bindOpenAiProperties.js';
import { openAiApiFor } from './internal/openAiApiFor.js';
import { OpenAiChatProperties } from './OpenAiChatProperties.js';
import { OpenAiConnectionProperties } from './OpenAiConnectionProperties.js';
import { OpenAiEmbeddingProperties } from './OpenAiEmbeddingProperties.js';

/** Spring's `@ConditionalOnProperty(name = selector, havingValue = "openai", matchIfMissing = true)`. */
function selected(environment: Environment, selector: string): boolean {
  const value = environment.getProperty(selector);
  return value === undefined || value === 'openai';
}

function registerConnection(container: DependencyContainer, environment: Environment): OpenAiConnectionProperties {
  if (container.isRegistered(OpenAiConnectionProperties.TOKEN, false)) {
    return container.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
  }
  const connection = bindConnectionProperties(environment);
  container.register(OpenAiConnectionProperties.TOKEN, { useValue: connection });
  return connection;
}

/**
 * Spring AI's `OpenAiChatAutoConfiguration`: binds `spring.ai.openai.*` and
 * `spring.ai.openai.chat.*` (registered under `OpenAiConnectionProperties.TOKEN` and
 * `OpenAiChatProperties.TOKEN`) and registers an {@link OpenAiChatModel} under `ChatModel.TOKEN`
 * (unless the container has its own), over the container's `ToolCallingManager`, `RetryTemplate`
 * and `ObservationRegistry`. Applies unless `spring.ai.model.chat` names another provider.
 *
 * @example
 * ```ts
 * // application.yml
 * // spring.ai.openai.api-key: ${OPENAI_API_KEY}
 * // spring.ai.openai.chat.options.model: gpt-4o-mini
 * registerSpringAiDefaults(container, { autoConfigurations: [OpenAiChatAutoConfiguration] });
 * ```
 *
 * @remarks
 * The API key and base URL are checked when `registerSpringAiDefaults` runs (Spring creates the
 * singleton model at start-up); a missing one throws `ConfigurationPropertiesException` naming
 * `spring.ai.openai.api-key`, the files read and `SPRING_AI_OPENAI_API_KEY`.
 * `spring.ai.openai.chat.options.*` takes the JavaBean properties of `OpenAiChatOptions` that have
 * a text form (`output-audio`, `web-search-options`, `stream-options` and `extra-body` are set in
 * code); a name it does not have fails the start (Spring Boot ignores it). Spring's `OpenAiApi`
 * bean is not registered of its own: each model gets its client. Spring's class is a constant
 * implementing `SpringAiAutoConfiguration` here, listed in `registerSpringAiDefaults` instead of
 * found on the class path.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/openai/autoconfigure/OpenAiChatAutoConfiguration.html
 * @category Models/OpenAI
 */
export const OpenAiChatAutoConfiguration: SpringAiAutoConfiguration = {
  name: 'OpenAiChatAutoConfiguration',
  configure(container, environment) {
    if (!selected(environment, 'spring.ai.model.chat')) return;
    const connection = registerConnection(container, environment);
    const chat = bindChatProperties(environment);
    container.register(OpenAiChatProperties.TOKEN, { useValue: chat });
    if (container.isRegistered(ChatModel.TOKEN, false)) return;
    const api = openAiApiFor(chat, connection, 'chat', {
      completionsPath: chat.getCompletionsPath(),
      embeddingsPath: OpenAiEmbeddingProperties.DEFAULT_EMBEDDINGS_PATH,
    }, environment);
    container.register(ChatModel.TOKEN, {
      useFactory: instancePerContainerCachingFactory<ChatModel>((resolving) =>
        OpenAiChatModel.builder()
          .openAiApi(api)
          .defaultOptions(chat.getOptions())
          .toolCallingManager(resolving.resolve<ToolCallingManager>(ToolCallingManager.TOKEN))
          .toolExecutionEligibilityPredicate(new DefaultToolExecutionEligibilityPredicate())
          .retryTemplate(resolving.resolve<RetryTemplate>(RetryTemplate.TOKEN))
          .observationRegistry(resolving.resolve<ObservationRegistry>(ObservationRegistry.TOKEN))
          .build(),
      ),
    });
  },
};

/**
 * Spring AI's `OpenAiEmbeddingAutoConfiguration`: binds `spring.ai.openai.*` and
 * `spring.ai.openai.embedding.*` (registered under `OpenAiConnectionProperties.TOKEN` and
 * `OpenAiEmbeddingProperties.TOKEN`) and registers an {@link OpenAiEmbeddingModel} under
 * `EmbeddingModel.TOKEN` (unless the container has its own). Applies unless
 * `spring.ai.model.embedding` names another provider.
 *
 * @remarks
 * As {@link OpenAiChatAutoConfiguration}: the key is checked at start-up, unknown option names
 * fail.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/openai/autoconfigure/OpenAiEmbeddingAutoConfiguration.html
 * @category Models/OpenAI
 */
export const OpenAiEmbeddingAutoConfiguration: SpringAiAutoConfiguration = {
  name: 'OpenAiEmbeddingAutoConfiguration',
  configure(container, environment) {
    if (!selected(environment, 'spring.ai.model.embedding')) return;
    const connection = registerConnection(container, environment);
    const embedding = bindEmbeddingProperties(environment);
    container.register(OpenAiEmbeddingProperties.TOKEN, { useValue: embedding });
    if (container.isRegistered(EmbeddingModel.TOKEN, false)) return;
    const api = openAiApiFor(embedding, connection, 'embedding', {
      completionsPath: OpenAiChatProperties.DEFAULT_COMPLETIONS_PATH,
      embeddingsPath: embedding.getEmbeddingsPath(),
    }, environment);
    container.register(EmbeddingModel.TOKEN, {
      useFactory: instancePerContainerCachingFactory<EmbeddingModel>(
        (resolving) =>
          new OpenAiEmbeddingModel(
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
 * Both OpenAI auto-configurations, chat and embedding: what adding Spring AI's OpenAI starter to
 * a Spring Boot application configures (its image, audio and moderation models are not ported).
 *
 * @example
 * ```ts
 * import { OpenAiAutoConfiguration } from 'spring-ai-ts/openai';
 * registerSpringAiDefaults(container, { autoConfigurations: OpenAiAutoConfiguration });
 * ```
 *
 * @category Models/OpenAI
 */
export const OpenAiAutoConfiguration: readonly SpringAiAutoConfiguration[] = [
  OpenAiChatAutoConfiguration,
  OpenAiEmbeddingAutoConfiguration,
];
