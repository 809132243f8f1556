// Ported from Spring AI MiniMaxPropertiesTests (v1.1.8): Spring's ApplicationContextRunner with
// property values becomes registerSpringAiDefaults over an Environment holding those properties.
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
  MiniMaxChatAutoConfiguration,
  MiniMaxChatModel,
  MiniMaxChatProperties,
  MiniMaxConnectionProperties,
  MiniMaxEmbeddingAutoConfiguration,
  MiniMaxEmbeddingModel,
  MiniMaxEmbeddingProperties,
  ResponseFormat,
  ToolChoiceBuilder,
} from '../../../../src/model/minimax/index.js';

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

describe('MiniMaxPropertiesTests', () => {
  test('chatProperties', () => {
    const context = contextRunner(
      ['spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.minimax.api-key=abc123', 'spring.ai.minimax.chat.options.model=MODEL_XYZ',
        'spring.ai.minimax.chat.options.temperature=0.55'],
      MiniMaxChatAutoConfiguration,
    );
    const chatProperties = context.resolve<MiniMaxChatProperties>(MiniMaxChatProperties.TOKEN);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(chatProperties.getApiKey()).toBeUndefined();
    expect(chatProperties.getBaseUrl()).toBeUndefined();
    expect(chatProperties.getOptions().getModel()).toBe('MODEL_XYZ');
    expect(chatProperties.getOptions().getTemperature()).toBe(0.55);
  });

  test('chatOverrideConnectionProperties', () => {
    const context = contextRunner(
      ['spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.minimax.api-key=abc123', 'spring.ai.minimax.chat.base-url=TEST_BASE_URL2',
        'spring.ai.minimax.chat.api-key=456', 'spring.ai.minimax.chat.options.model=MODEL_XYZ', 'spring.ai.minimax.chat.options.temperature=0.55'],
      MiniMaxChatAutoConfiguration,
    );
    const chatProperties = context.resolve<MiniMaxChatProperties>(MiniMaxChatProperties.TOKEN);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(chatProperties.getApiKey()).toBe('456');
    expect(chatProperties.getBaseUrl()).toBe('TEST_BASE_URL2');
    expect(chatProperties.getOptions().getModel()).toBe('MODEL_XYZ');
    expect(chatProperties.getOptions().getTemperature()).toBe(0.55);
  });

  test('embeddingProperties', () => {
    const context = contextRunner(
      ['spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.minimax.api-key=abc123', 'spring.ai.minimax.embedding.options.model=MODEL_XYZ'],
      MiniMaxEmbeddingAutoConfiguration,
    );
    const embeddingProperties = context.resolve<MiniMaxEmbeddingProperties>(MiniMaxEmbeddingProperties.TOKEN);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(embeddingProperties.getApiKey()).toBeUndefined();
    expect(embeddingProperties.getBaseUrl()).toBeUndefined();
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
  });

  test('embeddingOverrideConnectionProperties', () => {
    const context = contextRunner(
      ['spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.minimax.api-key=abc123', 'spring.ai.minimax.embedding.base-url=TEST_BASE_URL2',
        'spring.ai.minimax.embedding.api-key=456', 'spring.ai.minimax.embedding.options.model=MODEL_XYZ'],
      MiniMaxEmbeddingAutoConfiguration,
    );
    const embeddingProperties = context.resolve<MiniMaxEmbeddingProperties>(MiniMaxEmbeddingProperties.TOKEN);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connectionProperties.getApiKey()).toBe('abc123');
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(embeddingProperties.getApiKey()).toBe('456');
    expect(embeddingProperties.getBaseUrl()).toBe('TEST_BASE_URL2');
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
  });

  test('chatOptionsTest', () => {
    const properties = [
      'spring.ai.minimax.api-key=API_KEY',
      'spring.ai.minimax.base-url=TEST_BASE_URL',
      'spring.ai.minimax.chat.options.model=MODEL_XYZ',
      'spring.ai.minimax.chat.options.frequencyPenalty=-1.5',
      'spring.ai.minimax.chat.options.maxTokens=123',
      'spring.ai.minimax.chat.options.n=10',
      'spring.ai.minimax.chat.options.presencePenalty=0',
      'spring.ai.minimax.chat.options.responseFormat.type=json',
      'spring.ai.minimax.chat.options.seed=66',
      'spring.ai.minimax.chat.options.stop=boza,koza',
      'spring.ai.minimax.chat.options.temperature=0.55',
      'spring.ai.minimax.chat.options.topP=0.56',
      `spring.ai.minimax.chat.options.toolChoice=${ModelOptionsUtils.toJsonString(ToolChoiceBuilder.function('toolChoiceFunctionName'))}`,
      'spring.ai.minimax.chat.options.tools[0].function.name=myFunction1',
      'spring.ai.minimax.chat.options.tools[0].function.description=function description',
      `spring.ai.minimax.chat.options.tools[0].function.jsonSchema=${JSON_SCHEMA}`,
    ];
    // Spring's list also sets "spring.ai.minimax.chat.options.logitBias.myTokenId=-5", which
    // MiniMaxChatOptions has no property for: Spring Boot ignores it, here it fails the start.
    expect(() => contextRunner([...properties, 'spring.ai.minimax.chat.options.logitBias.myTokenId=-5'], MiniMaxChatAutoConfiguration))
      .toThrow(new ConfigurationPropertiesException(
        "Unknown property 'spring.ai.minimax.chat.options.logitBias.myTokenId' in the given properties: "
          + "nothing binds it under 'spring.ai.minimax.chat' (known there: api-key, base-url, options.model, options.frequency-penalty, "
          + 'options.max-tokens, options.n, options.presence-penalty, options.response-format.type, options.seed, options.stop, '
          + 'options.stop-sequences, options.temperature, options.top-p, options.mask-sensitive-info, options.tools, options.tool-choice, '
          + 'options.tool-names, options.internal-tool-execution-enabled, options.tool-context)',
      ));
    const context = contextRunner(properties, MiniMaxChatAutoConfiguration);
    const chatProperties = context.resolve<MiniMaxChatProperties>(MiniMaxChatProperties.TOKEN);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(connectionProperties.getApiKey()).toBe('API_KEY');
    const options = chatProperties.getOptions();
    expect(options.getModel()).toBe('MODEL_XYZ');
    expect(options.getFrequencyPenalty()).toBe(-1.5);
    expect(options.getMaxTokens()).toBe(123);
    expect(options.getN()).toBe(10);
    expect(options.getPresencePenalty()).toBe(0);
    expect(options.getResponseFormat()).toEqual(new ResponseFormat('json'));
    expect(options.getSeed()).toBe(66);
    expect(options.getStop()).toEqual(expect.arrayContaining(['boza', 'koza']));
    expect(options.getTemperature()).toBe(0.55);
    expect(options.getTopP()).toBe(0.56);
    expect(JSON.parse(options.getToolChoice()!)).toEqual({ type: 'function', function: { name: 'toolChoiceFunctionName' } });
    expect(options.getTools()).toHaveLength(1);
    const tool = options.getTools()![0]!;
    expect(tool.getType()).toBe(FunctionToolType.FUNCTION);
    const fn = tool.getFunction()!;
    expect(fn.getName()).toBe('myFunction1');
    expect(fn.getDescription()).toBe('function description');
    expect(Object.keys(fn.getParameters()!).length).toBeGreaterThan(0);
  });

  test('embeddingOptionsTest', () => {
    const properties = ['spring.ai.minimax.api-key=API_KEY', 'spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.minimax.embedding.options.model=MODEL_XYZ'];
    // Spring's list also sets "spring.ai.minimax.embedding.options.encodingFormat", which
    // MiniMaxEmbeddingOptions does not have: ignored by Spring Boot, a failed start here.
    expect(() => contextRunner([...properties, 'spring.ai.minimax.embedding.options.encodingFormat=MyEncodingFormat'], MiniMaxEmbeddingAutoConfiguration))
      .toThrow(/^Unknown property 'spring\.ai\.minimax\.embedding\.options\.encodingFormat'/u);
    const context = contextRunner(properties, MiniMaxEmbeddingAutoConfiguration);
    const connectionProperties = context.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    const embeddingProperties = context.resolve<MiniMaxEmbeddingProperties>(MiniMaxEmbeddingProperties.TOKEN);
    expect(connectionProperties.getBaseUrl()).toBe('TEST_BASE_URL');
    expect(connectionProperties.getApiKey()).toBe('API_KEY');
    expect(embeddingProperties.getOptions().getModel()).toBe('MODEL_XYZ');
  });

  test('embeddingActivation', () => {
    const none = contextRunner(['spring.ai.minimax.api-key=API_KEY', 'spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.model.embedding=none'],
      MiniMaxEmbeddingAutoConfiguration);
    expect(none.isRegistered(MiniMaxEmbeddingProperties.TOKEN)).toBe(false);
    expect(none.isRegistered(EmbeddingModel.TOKEN)).toBe(false);
    for (const extra of [[], ['spring.ai.model.embedding=minimax']]) {
      const context = contextRunner(['spring.ai.minimax.api-key=API_KEY', 'spring.ai.minimax.base-url=TEST_BASE_URL', ...extra],
        MiniMaxEmbeddingAutoConfiguration);
      expect(context.isRegistered(MiniMaxEmbeddingProperties.TOKEN)).toBe(true);
      expect(context.resolve(EmbeddingModel.TOKEN)).toBeInstanceOf(MiniMaxEmbeddingModel);
    }
  });

  test('chatActivation', () => {
    const none = contextRunner(['spring.ai.minimax.api-key=API_KEY', 'spring.ai.minimax.base-url=TEST_BASE_URL', 'spring.ai.model.chat=none'],
      MiniMaxChatAutoConfiguration);
    expect(none.isRegistered(MiniMaxChatProperties.TOKEN)).toBe(false);
    expect(none.isRegistered(ChatModel.TOKEN)).toBe(false);
    for (const extra of [[], ['spring.ai.model.chat=minimax']]) {
      const context = contextRunner(['spring.ai.minimax.api-key=API_KEY', 'spring.ai.minimax.base-url=TEST_BASE_URL', ...extra],
        MiniMaxChatAutoConfiguration);
      expect(context.isRegistered(MiniMaxChatProperties.TOKEN)).toBe(true);
      expect(context.resolve(ChatModel.TOKEN)).toBeInstanceOf(MiniMaxChatModel);
    }
  });
});
