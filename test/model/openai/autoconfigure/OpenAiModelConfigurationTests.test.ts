// Ported from Spring AI OpenAiModelConfigurationTests (v1.1.8), chatModelActivation and
// embeddingModelActivation without their image, audio and moderation models (not part of
// spring-ai-ts/openai) and without the OpenAiApi bean, which is not registered here (each model
// gets its own client); openAiApiBean is not ported for that reason.
import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { Environment } from '../../../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../../../src/di/registerSpringAiDefaults.js';
import type { SpringAiAutoConfiguration } from '../../../../src/di/SpringAiAutoConfiguration.js';
import { EmbeddingModel } from '../../../../src/embedding/EmbeddingModel.js';
import {
  OpenAiChatAutoConfiguration,
  OpenAiChatModel,
  OpenAiChatProperties,
  OpenAiEmbeddingAutoConfiguration,
  OpenAiEmbeddingModel,
  OpenAiEmbeddingProperties,
} from '../../../../src/model/openai/index.js';

/** `new ApplicationContextRunner().withPropertyValues(key, base URL, …).withConfiguration(…)`. */
function contextRunner(properties: string[], autoConfigurations: SpringAiAutoConfiguration[]): DependencyContainer {
  const all = ['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', ...properties];
  const values = Object.fromEntries(all.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  return registerSpringAiDefaults(rootContainer.createChildContainer(), {
    environment: Environment.load({ path: [], env: {}, properties: values }),
    autoConfigurations,
  });
}

describe('OpenAiModelConfigurationTests', () => {
  test('chatModelActivation', () => {
    let context = contextRunner([], [OpenAiChatAutoConfiguration]);
    expect(context.resolve(ChatModel.TOKEN)).toBeInstanceOf(OpenAiChatModel);
    expect(context.isRegistered(EmbeddingModel.TOKEN)).toBe(false);

    context = contextRunner(['spring.ai.model.chat=none'], [OpenAiChatAutoConfiguration]);
    expect(context.isRegistered(OpenAiChatProperties.TOKEN)).toBe(false);
    expect(context.isRegistered(ChatModel.TOKEN)).toBe(false);

    context = contextRunner(['spring.ai.model.chat=openai'], [OpenAiChatAutoConfiguration]);
    expect(context.isRegistered(OpenAiChatProperties.TOKEN)).toBe(true);
    expect(context.resolve(ChatModel.TOKEN)).toBeInstanceOf(OpenAiChatModel);

    context = contextRunner(['spring.ai.model.chat=openai', 'spring.ai.model.embedding=none'],
      [OpenAiChatAutoConfiguration, OpenAiEmbeddingAutoConfiguration]);
    expect(context.resolve(ChatModel.TOKEN)).toBeInstanceOf(OpenAiChatModel);
    expect(context.isRegistered(EmbeddingModel.TOKEN)).toBe(false);
  });

  test('embeddingModelActivation', () => {
    let context = contextRunner([], [OpenAiEmbeddingAutoConfiguration]);
    expect(context.isRegistered(ChatModel.TOKEN)).toBe(false);
    expect(context.resolve(EmbeddingModel.TOKEN)).toBeInstanceOf(OpenAiEmbeddingModel);

    context = contextRunner(['spring.ai.model.embedding=none'], [OpenAiEmbeddingAutoConfiguration]);
    expect(context.isRegistered(OpenAiEmbeddingProperties.TOKEN)).toBe(false);
    expect(context.isRegistered(EmbeddingModel.TOKEN)).toBe(false);

    context = contextRunner(['spring.ai.model.embedding=openai'], [OpenAiEmbeddingAutoConfiguration]);
    expect(context.isRegistered(OpenAiEmbeddingProperties.TOKEN)).toBe(true);
    expect(context.resolve(EmbeddingModel.TOKEN)).toBeInstanceOf(OpenAiEmbeddingModel);

    context = contextRunner(['spring.ai.model.chat=none', 'spring.ai.model.embedding=openai'],
      [OpenAiChatAutoConfiguration, OpenAiEmbeddingAutoConfiguration]);
    expect(context.isRegistered(ChatModel.TOKEN)).toBe(false);
    expect(context.resolve(EmbeddingModel.TOKEN)).toBeInstanceOf(OpenAiEmbeddingModel);
  });
});
