import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { container as rootContainer } from 'tsyringe';
import { ChatClient, ChatModel, registerSpringAiDefaults } from 'spring-ai-ts';
import { OpenAiChatAutoConfiguration, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';

const APPLICATION_YML = `
spring:
  ai:
    openai:
      api-key: \${OPENAI_SIDE_BY_SIDE_KEY}
      base-url: %s
      project-id: proj_side_by_side
      organization-id: org_side_by_side
      chat:
        options:
          model: gpt-4o-mini
          temperature: 0.9
          max-tokens: 120
          user: side-by-side
          stop:
            - END
            - STOP
`;

/**
 * An application configured from its application.yml through the OpenAI auto-configuration: the
 * key through a ${...} placeholder from the environment, the temperature overridden by
 * SPRING_AI_OPENAI_CHAT_OPTIONS_TEMPERATURE, the project and organization sent as headers.
 */
export default scenario({
  script: [{ text: 'The Rhône and the Saône.' }],
  async run(context) {
    const directory = mkdtempSync(path.join(tmpdir(), 'openai-app-configuration'));
    writeFileSync(path.join(directory, 'application.yml'), APPLICATION_YML.replace('%s', context.baseUrl));

    const applicationContext = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      environment: {
        cwd: directory,
        env: { OPENAI_SIDE_BY_SIDE_KEY: context.apiKey, SPRING_AI_OPENAI_CHAT_OPTIONS_TEMPERATURE: '0.2' },
      },
      autoConfigurations: [OpenAiChatAutoConfiguration],
    });

    const chatClient = applicationContext.resolve<ChatClient.Builder>(ChatClient.Builder.TOKEN).build();
    const answer = await chatClient.prompt().user('Which river runs through Lyon?').call().content();

    const chatModel = applicationContext.resolve<ChatModel>(ChatModel.TOKEN);
    const defaults = chatModel.getDefaultOptions() as OpenAiChatOptions;
    context.outcome.text(answer);
    context.outcome.put('options', {
      model: defaults.getModel(),
      temperature: defaults.getTemperature(),
      maxTokens: defaults.getMaxTokens(),
      user: defaults.getUser(),
      stop: defaults.getStop(),
    });
  },
});
