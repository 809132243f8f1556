import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { container as rootContainer } from 'tsyringe';
import { ChatClient, ChatModel, registerSpringAiDefaults } from 'spring-ai-ts';
import { MiniMaxChatAutoConfiguration, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

const APPLICATION_YML = `
spring:
  ai:
    minimax:
      api-key: \${MINIMAX_SIDE_BY_SIDE_KEY}
      base-url: %s
      chat:
        options:
          model: abab6.5s-chat
          temperature: 0.9
          max-tokens: 120
          stop:
            - END
            - STOP
`;

/**
 * An application configured from its application.yml (the key through a ${...} placeholder from
 * the environment, the temperature overridden by SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPERATURE),
 * through registerSpringAiDefaults and the MiniMax auto-configuration.
 */
export default scenario({
  script: [{ text: 'The Rhône and the Saône.' }],
  async run(context) {
    const directory = mkdtempSync(path.join(tmpdir(), 'app-configuration'));
    writeFileSync(path.join(directory, 'application.yml'), APPLICATION_YML.replace('%s', context.baseUrl));

    const applicationContext = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: {
        cwd: directory,
        env: { MINIMAX_SIDE_BY_SIDE_KEY: context.apiKey, SPRING_AI_MINIMAX_CHAT_OPTIONS_TEMPERATURE: '0.2' },
      },
      autoConfigurations: [MiniMaxChatAutoConfiguration],
    });

    const chatClient = applicationContext.resolve<ChatClient.Builder>(ChatClient.Builder.TOKEN).build();
    const answer = await chatClient.prompt().user('Which river runs through Lyon?').call().content();

    const chatModel = applicationContext.resolve<ChatModel>(ChatModel.TOKEN);
    const defaults = chatModel.getDefaultOptions() as MiniMaxChatOptions;
    context.outcome.text(answer);
    context.outcome.put('options', {
      model: defaults.getModel(),
      temperature: defaults.getTemperature(),
      maxTokens: defaults.getMaxTokens(),
      stop: defaults.getStop(),
    });
  },
});
