// spring-ai-ts: the MiniMax auto-configuration read from an application.yml and environment
// variables; failures at start-up name the property and the file, never the key.
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
import { MiniMaxAutoConfiguration, MiniMaxChatModel, MiniMaxChatProperties, MiniMaxConnectionProperties } from '../../../../src/model/minimax/index.js';

function project(yaml: string): string {
  const cwd = mkdtempSync(path.join(tmpdir(), 'minimax-config-'));
  writeFileSync(path.join(cwd, 'application.yml'), yaml);
  return cwd;
}

function startFailure(cwd: string, env: Record<string, string> = {}): ConfigurationPropertiesException {
  try {
    registerSpringAiDefaults(rootContainer.createChildContainer(), { environment: { cwd, env }, autoConfigurations: MiniMaxAutoConfiguration });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationPropertiesException);
    return error as ConfigurationPropertiesException;
  }
  throw new Error('the start did not fail');
}

describe('MiniMax auto-configuration (spring-ai-ts)', () => {
  test('application.yml with a placeholder for the key configures the chat model behind ChatClient.Builder', () => {
    const cwd = project([
      'spring:',
      '  ai:',
      '    minimax:',
      '      api-key: ${MINIMAX_API_KEY}',
      '      base-url: http://127.0.0.1:9',
      '      chat:',
      '        options:',
      '          model: abab6.5s-chat',
      '          max-tokens: 64',
      '          stop: [END]',
    ].join('\n'));
    const container = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: { cwd, env: { MINIMAX_API_KEY: 'sk-from-env', SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPERATURE: '0.2' } },
      autoConfigurations: MiniMaxAutoConfiguration,
    });
    const chatModel = container.resolve<ChatModel>(ChatModel.TOKEN);
    expect(chatModel).toBeInstanceOf(MiniMaxChatModel);
    expect(container.resolve(ChatModel.TOKEN)).toBe(chatModel);
    const options = container.resolve<MiniMaxChatProperties>(MiniMaxChatProperties.TOKEN).getOptions();
    expect([options.getModel(), options.getMaxTokens(), options.getStop(), options.getTemperature()]).toEqual(['abab6.5s-chat', 64, ['END'], 0.2]);
    expect(container.resolve<ChatClientBuilder>(ChatClient.Builder.TOKEN)).toBeDefined();
    const connection = container.resolve<MiniMaxConnectionProperties>(MiniMaxConnectionProperties.TOKEN);
    expect(connection.getApiKey()).toBe('sk-from-env');
    expect(`${connection.toString()} ${inspect(connection)}`).not.toContain('sk-from-env');
  });

  test('a missing API key fails at start-up naming the properties, the file and the environment variable', () => {
    const error = startFailure(project('spring.ai.minimax.chat.options.model: abab6.5s-chat\n'));
    expect(error.message).toBe(
      'MiniMax API key must be set: set spring.ai.minimax.api-key or spring.ai.minimax.chat.api-key in application.yml, '
        + 'or the environment variable SPRING_AI_MINIMAX_API_KEY',
    );
    expect(error.property).toBe('spring.ai.minimax.api-key');
  });

  test('an unknown model option and a wrong value fail naming the property and the file line, not the key', () => {
    const unknown = startFailure(project('spring.ai.minimax:\n  api-key: sk-secret\n  chat.options.temprature: 0.3\n'));
    expect(unknown.message).toMatch(/^Unknown property 'spring\.ai\.minimax\.chat\.options\.temprature' in application\.yml:3:28: /u);
    const wrong = startFailure(project('spring.ai.minimax:\n  api-key: sk-secret\n  chat.options.max-tokens: lots\n'));
    expect(wrong.message).toBe("Failed to bind property 'spring.ai.minimax.chat.options.max-tokens' from application.yml:3:28: value 'lots' is not an integer");
    const key = startFailure(project('spring.ai.minimax:\n  api-key: sk-secret\n  base-url: [x\n'));
    for (const error of [unknown, wrong, key]) expect(`${error.message} ${inspect(error)}`).not.toContain('sk-secret');
  });
});
