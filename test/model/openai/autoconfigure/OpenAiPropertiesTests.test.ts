// Ported from Spring AI OpenAiPropertiesTests (v1.1.8), the chat and embedding tests: Spring's
// ApplicationContextRunner with property values becomes registerSpringAiDefaults over an
// Environment holding those properties. The transcription, speech, image and moderation tests
// are not ported (those models are not part of spring-ai-ts/openai).
import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ConfigurationPropertiesException } from '../../../../src/di/config/ConfigurationPropertiesException.js';
import { Environment } from '../../../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../../../src/di/registerSpringAiDefaults.js';
import type { SpringAiAutoConfiguration } from '../../../../src/di/SpringAiAutoConfiguration.js';
import { EmbeddingModel } from '../../../../src/embedding/EmbeddingModel.js';
import { ModelOptionsUtils } from '../../../../src/model/ModelOptionsUtils.js';
import {
  FunctionToolType,
  OpenAiChatAutoConfiguration,
  OpenAiChatModel,
  OpenAiChatProperties,
  OpenAiConnectionProperties,
  OpenAiEmbeddingAutoConfiguration,
  OpenAiEmbeddingModel,
  OpenAiEmbeddingProperties,
  ToolChoiceBuilder,
} from '../../../../src/model/openai/index.js';

/** `new ApplicationContextRunner().withPropertyValues(…).withConfiguration(…)`. */
function contextRunner(properties: string[], autoConfiguration: SpringAiAutoConfiguration): DependencyContainer {
  const values = Object.fromEntries(properties.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  return registerSpringAiDefaults(rootContainer.createChildContainer(), {
    environment: Environment.load({ path: [], env: {}, properties: values }),
    autoConfigurations: [autoConfiguration],
  });
}

const JSON_SCHEMA = `
{
  "type": "object",
  "properties": {
    "location": { "type": "string", "description": "The city and state e.g. San Francisco, CA" },
    "lat": { "type": "number", "description": "The city latitude" },
    "lon": { "type": "number", "description": "The city longitude" },
    "unit": { "type": "string", "enum": ["c", "f"] }
  },
  "required": ["location", "lat", "lon", "unit"]
}
`;

describe('OpenAiPropertiesTests', () => {
  test('chatProperties', () => {
    const context = contextRunner(
      ['spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.openai.api-key=abc123', 'spring.ai.openai.chat.options.model=MODEL_XYZ',
        'spring.ai.openai.chat.options.temperature=0.55'],
      OpenAiChatAutoConfiguration,
    );
    const chatProperties = context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(chatProperties.getApiKey()).toBeUndefined();
    expect(chatProperties.getBaseUrl()).toBeUndefined();
    expect(chatProperties.getOptions().getModel()).toBe('MODEL_XYZ');
    expect(chatProperties.getOptions().getTemperature()).toBe(0.55);
  });

  test('chatOverrideConnectionProperties', () => {
    const context = contextRunner(
      ['spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.openai.api-key=abc123', 'spring.ai.openai.chat.base-url=TEST_BASE_URL2',
        'spring.ai.openai.chat.api-key=456', 'spring.ai.openai.chat.options.model=MODEL_XYZ', 'spring.ai.openai.chat.options.temperature=0.55'],
      OpenAiChatAutoConfiguration,
    );
    const chatProperties = context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(chatProperties.getApiKey()).toBe('456');
    expect(chatProperties.getBaseUrl()).toBe('TEST_BASE_URL2');
    expect(chatProperties.getOptions().getModel()).toBe('MODEL_XYZ');
    expect(chatProperties.getOptions().getTemperature()).toBe(0.55);
  });

  test('embeddingProperties', () => {
    const context = contextRunner(
      ['spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.openai.api-key=abc123', 'spring.ai.openai.embedding.options.model=MODEL_XYZ'],
      OpenAiEmbeddingAutoConfiguration,
    );
    const embeddingProperties = context.resolve<OpenAiEmbeddingProperties>(OpenAiEmbeddingProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(embeddingProperties.getApiKey()).toBeUndefined();
    expect(embeddingProperties.getBaseUrl()).toBeUndefined();
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
  });

  test('embeddingOverrideConnectionProperties', () => {
    const context = contextRunner(
      ['spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.openai.api-key=abc123', 'spring.ai.openai.embedding.base-url=TEST_BASE_URL2',
        'spring.ai.openai.embedding.api-key=456', 'spring.ai.openai.embedding.options.model=MODEL_XYZ'],
      OpenAiEmbeddingAutoConfiguration,
    );
    const embeddingProperties = context.resolve<OpenAiEmbeddingProperties>(OpenAiEmbeddingProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(embeddingProperties.getApiKey()).toBe('456');
    expect(embeddingProperties.getBaseUrl()).toBe('TEST_BASE_URL2');
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
  });

  test('chatOptionsTest', () => {
    const context = contextRunner(
      [
        'spring.ai.openai.api-key=API_KEY',
        'spring.ai.openai.base-url=TEST_BASE_URL',
        'spring.ai.openai.chat.options.model=MODEL_XYZ',
        'spring.ai.openai.chat.options.frequencyPenalty=-1.5',
        'spring.ai.openai.chat.options.logitBias.myTokenId=-5',
        'spring.ai.openai.chat.options.maxTokens=123',
        'spring.ai.openai.chat.options.n=10',
        'spring.ai.openai.chat.options.presencePenalty=0',
        'spring.ai.openai.chat.options.seed=66',
        'spring.ai.openai.chat.options.stop=boza,koza',
        'spring.ai.openai.chat.options.temperature=0.55',
        'spring.ai.openai.chat.options.topP=0.56',
        `spring.ai.openai.chat.options.toolChoice=${ModelOptionsUtils.toJsonString(ToolChoiceBuilder.function('toolChoiceFunctionName'))}`,
        'spring.ai.openai.chat.options.tools[0].function.name=myFunction1',
        'spring.ai.openai.chat.options.tools[0].function.description=function description',
        `spring.ai.openai.chat.options.tools[0].function.jsonSchema=${JSON_SCHEMA}`,
        'spring.ai.openai.chat.options.user=userXYZ',
      ],
      OpenAiChatAutoConfiguration,
    );
    const chatProperties = context.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN);
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(connectionProperties.getApiKey()).toBe('API_KEY');
    const options = chatProperties.getOptions();
    expect(options.getModel()).toBe('MODEL_XYZ');
    expect(options.getFrequencyPenalty()).toBe(-1.5);
    expect(options.getLogitBias()?.get('myTokenId')).toBe(-5);
    expect(options.getMaxTokens()).toBe(123);
    expect(options.getN()).toBe(10);
    expect(options.getPresencePenalty()).toBe(0);
    expect(options.getSeed()).toBe(66);
    expect(options.getStop()).toEqual(expect.arrayContaining(['boza', 'koza']));
    expect(options.getTemperature()).toBe(0.55);
    expect(options.getTopP()).toBe(0.56);
    expect(JSON.parse(String(options.getToolChoice()))).toEqual({ type: 'function', function: { name: 'toolChoiceFunctionName' } });
    expect(options.getUser()).toBe('userXYZ');
    expect(options.getTools()).toHaveLength(1);
    const tool = options.getTools()![0]!;
    expect(tool.getType()).toBe(FunctionToolType.FUNCTION);
    const fn = tool.getFunction()!;
    expect(fn.getName()).toBe('myFunction1');
    expect(fn.getDescription()).toBe('function description');
    expect(Object.keys(fn.getParameters() ?? {}).length).toBeGreaterThan(0);
  });

  test('embeddingOptionsTest', () => {
    const context = contextRunner(
      ['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.openai.embedding.options.model=MODEL_XYZ',
        'spring.ai.openai.embedding.options.encodingFormat=MyEncodingFormat', 'spring.ai.openai.embedding.options.user=userXYZ'],
      OpenAiEmbeddingAutoConfiguration,
    );
    const connectionProperties = context.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    const embeddingProperties = context.resolve<OpenAiEmbeddingProperties>(OpenAiEmbeddingProperties.TOKEN);
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(connectionProperties.getApiKey()).toBe('API_KEY');
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
    expect(embeddingProperties.getOptions().getEncodingFormat()).toBe('MyEncodingFormat');
    expect(embeddingProperties.getOptions().getUser()).toBe('userXYZ');
  });

  test('embeddingActivation', () => {
    const none = contextRunner(['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.model.embedding=none'],
      OpenAiEmbeddingAutoConfiguration);
    expect(none.isRegistered(OpenAiEmbeddingProperties.TOKEN)).toBe(false);
    expect(none.isRegistered(EmbeddingModel.TOKEN)).toBe(false);
    for (const extra of [[], ['spring.ai.model.embedding=openai']]) {
      const context = contextRunner(['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', ...extra],
        OpenAiEmbeddingAutoConfiguration);
      expect(context.isRegistered(OpenAiEmbeddingProperties.TOKEN)).toBe(true);
      expect(context.resolve(EmbeddingModel.TOKEN)).toBeInstanceOf(OpenAiEmbeddingModel);
    }
  });

  test('chatActivation', () => {
    const none = contextRunner(['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', 'spring.ai.model.chat=none'],
      OpenAiChatAutoConfiguration);
    expect(none.isRegistered(OpenAiChatProperties.TOKEN)).toBe(false);
    expect(none.isRegistered(ChatModel.TOKEN)).toBe(false);
    for (const extra of [[], ['spring.ai.model.chat=openai']]) {
      const context = contextRunner(['spring.ai.openai.api-key=API_KEY', 'spring.ai.openai.base-url=TEST_BASE_URL', ...extra],
        OpenAiChatAutoConfiguration);
      expect(context.isRegistered(OpenAiChatProperties.TOKEN)).toBe(true);
      expect(context.resolve(ChatModel.TOKEN)).toBeInstanceOf(OpenAiChatModel);
    }
  });
});
