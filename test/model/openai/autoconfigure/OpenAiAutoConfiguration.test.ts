// spring-ai-ts: the OpenAI auto-configuration read from an application.yml and environment
// variables, end to end against the simulator's OpenAI-compatible endpoints; failures at start-up
// name the property and the file, never the key.
import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { inspect } from 'node:util';
import { container as rootContainer } from 'tsyringe';
import { ChatClient, type ChatClientBuilder } from '../../../../src/chat/client/ChatClient.js';
import { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ConfigurationPropertiesException } from '../../../../src/di/config/ConfigurationPropertiesException.js';
import { registerSpringAiDefaults } from '../../../../src/di/registerSpringAiDefaults.js';
import { EmbeddingModel } from '../../../../src/embedding/EmbeddingModel.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import {
  OpenAiApi,
  OpenAiAutoConfiguration,
  OpenAiChatAutoConfiguration,
  OpenAiChatModel,
  OpenAiChatProperties,
  OpenAiConnectionProperties,
  OpenAiEmbeddingModel,
} from '../../../../src/model/openai/index.js';

function project(yaml: string): string {
  const cwd = mkdtempSync(path.join(tmpdir(), 'openai-config-'));
  writeFileSync(path.join(cwd, 'application.yml'), yaml);
  return cwd;
}

function startFailure(cwd: string, env: Record<string, string> = {}): ConfigurationPropertiesException {
  try {
    registerSpringAiDefaults(rootContainer.createChildContainer(), { environment: { cwd, env }, autoConfigurations: OpenAiAutoConfiguration });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationPropertiesException);
    return error as ConfigurationPropertiesException;
  }
  throw new Error('the start did not fail');
}

describe('OpenAI auto-configuration (spring-ai-ts)', () => {
  const simulator = new MiniMaxSimulator({ api: 'openai' });
  let baseUrl = '';

  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  test('application.yml with a placeholder for the key configures both models, with project and organization headers', async () => {
    const cwd = project([
      'spring:',
      '  ai:',
      '    openai:',
      '      api-key: ${OPENAI_API_KEY}',
      `      base-url: ${baseUrl}`,
      '      project-id: proj_123',
      '      organization-id: org_456',
      '      chat:',
      '        options:',
      '          model: gpt-4o-mini',
      '          max-tokens: 64',
      '          stop: [END]',
      '      embedding:',
      '        options:',
      '          model: text-embedding-3-small',
      '          dimensions: 8',
    ].join('\n'));
    const container = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: { cwd, env: { OPENAI_API_KEY: 'sk-from-env', SPRING_AI_OPENAI_CHAT_OPTIONS_TEMPERATURE: '0.2' } },
      autoConfigurations: OpenAiAutoConfiguration,
    });
    const chatModel = container.resolve<ChatModel>(ChatModel.TOKEN);
    expect(chatModel).toBeInstanceOf(OpenAiChatModel);
    expect(container.resolve(ChatModel.TOKEN)).toBe(chatModel);

    simulator.enqueue(MiniMaxScenarios.text('Hello there.'));
    const chatClient = container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN).build();
    expect(await chatClient.prompt().user('Hi').call().content()).toBe('Hello there.');
    const chatRequest = simulator.requests()[0];
    expect(chatRequest?.path).toBe('/v1/chat/completions');
    expect(chatRequest?.body).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 64, stop: ['END'], temperature: 0.2 });
    expect(chatRequest?.headers['openai-project']).toBe('proj_123');
    expect(chatRequest?.headers['openai-organization']).toBe('org_456');
    expect(chatRequest?.headers['authorization']).toBe('Bearer ***-env'); // the simulator records the key's last four characters

    const embeddingModel = container.resolve<EmbeddingModel>(EmbeddingModel.TOKEN);
    expect(embeddingModel).toBeInstanceOf(OpenAiEmbeddingModel);
    expect(await embeddingModel.embed('red apples')).toHaveLength(8);
    const embeddingRequest = simulator.requests()[1];
    expect(embeddingRequest?.path).toBe('/v1/embeddings');
    expect(embeddingRequest?.body).toMatchObject({ model: 'text-embedding-3-small', dimensions: 8 });
    expect(embeddingRequest?.headers['openai-project']).toBe('proj_123');

    const connection = container.resolve<OpenAiConnectionProperties>(OpenAiConnectionProperties.TOKEN);
    expect(connection.getApiKey()).toBe('sk-from-env');
    expect(`${connection.toString()} ${inspect(connection)}`).not.toContain('sk-from-env');
  });

  test('the chat group overrides the connection and the completions path', async () => {
    const cwd = project([
      'spring.ai.openai:',
      '  api-key: sk-common',
      '  base-url: http://127.0.0.1:9',
      '  chat:',
      '    api-key: sk-chat',
      `    base-url: ${baseUrl}`,
      '    completions-path: /v1/chat/completions',
      '    options.model: gpt-4o',
    ].join('\n'));
    const container = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: { cwd, env: {} },
      autoConfigurations: OpenAiAutoConfiguration,
    });
    simulator.enqueue(MiniMaxScenarios.text('Overridden.'));
    const response = await container.resolve<ChatModel>(ChatModel.TOKEN).call('Hi');
    expect(response).toBe('Overridden.');
    expect(simulator.requests()[0]?.headers['authorization']).toBe('Bearer ***chat'); // not sk-common's
    expect(simulator.requests()[0]?.body).toMatchObject({ model: 'gpt-4o' });
  });

  test("a ChatModel of the application's own is kept (Boot's @ConditionalOnMissingBean), and then no key is needed for chat", () => {
    const own = OpenAiChatModel.builder().openAiApi(OpenAiApi.builder().baseUrl(baseUrl).apiKey('sk-own').build()).build();
    const container = rootContainer.createChildContainer();
    container.register(ChatModel.TOKEN, { useValue: own });
    registerSpringAiDefaults(container, {
      environment: { cwd: project('spring.ai.openai.chat.options.model: gpt-4o\n'), env: {} },
      autoConfigurations: [OpenAiChatAutoConfiguration],
    });
    expect(container.resolve(ChatModel.TOKEN)).toBe(own);
    expect(container.resolve<OpenAiChatProperties>(OpenAiChatProperties.TOKEN).getOptions().getModel()).toBe('gpt-4o');
  });

  test('a missing API key fails at start-up naming the properties, the file and the environment variable', () => {
    const error = startFailure(project('spring.ai.openai.chat.options.model: gpt-4o-mini\n'));
    expect(error.message).toBe(
      'OpenAI API key must be set: set spring.ai.openai.api-key or spring.ai.openai.chat.api-key in application.yml, '
        + 'or the environment variable SPRING_AI_OPENAI_API_KEY',
    );
    expect(error.property).toBe('spring.ai.openai.api-key');
    const embedding = startFailure(project('spring.ai.model.chat: none\n'));
    expect(embedding.message).toContain('spring.ai.openai.embedding.api-key');
  });

  test('an unknown model option and a wrong value fail naming the property and the file line, not the key', () => {
    const unknown = startFailure(project('spring.ai.openai:\n  api-key: sk-secret\n  chat.options.temprature: 0.3\n'));
    expect(unknown.message).toMatch(/^Unknown property 'spring\.ai\.openai\.chat\.options\.temprature' in application\.yml:3:28: /u);
    const wrong = startFailure(project('spring.ai.openai:\n  api-key: sk-secret\n  chat.options.max-tokens: lots\n'));
    expect(wrong.message).toBe("Failed to bind property 'spring.ai.openai.chat.options.max-tokens' from application.yml:3:28: value 'lots' is not an integer");
    const bias = startFailure(project('spring.ai.openai:\n  api-key: sk-secret\n  chat.options.logit-bias:\n    "50256": strong\n'));
    expect(bias.message).toMatch(/^Failed to bind property 'spring\.ai\.openai\.chat\.options\.logit-bias\.50256' from application\.yml:4:\d+: value 'strong' is not an integer$/u);
    const tool = startFailure(project('spring.ai.openai:\n  api-key: sk-secret\n  chat.options.tools:\n    - function:\n        name: f\n        json-schema: "{oops"\n'));
    expect(tool.message).toMatch(/^Failed to bind property 'spring\.ai\.openai\.chat\.options\.tools\[0\]' from application\.yml:\d+:\d+: function\.json-schema is not valid JSON$/u);
    const format = startFailure(project('spring.ai.openai:\n  api-key: sk-secret\n  chat.options.response-format.type: XML\n'));
    expect(format.message).toContain("spring.ai.openai.chat.options.response-format.type");
    for (const error of [unknown, wrong, bias, tool, format]) expect(`${error.message} ${inspect(error)}`).not.toContain('sk-secret');
  });
});
