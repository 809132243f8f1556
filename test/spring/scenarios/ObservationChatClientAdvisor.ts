import {
  ChatClient,
  DefaultToolExecutionEligibilityPredicate,
  ObservationRegistry,
  RetryUtils,
  SimpleLoggerAdvisor,
  ToolCallingManager,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';
import { RecordingObservationHandler } from './support/RecordingObservationHandler.js';

/** The observations of a ChatClient call with one advisor: client, advisors and chat model. */
export default scenario({
  script: [{ text: 'Hello, Ada.', tokens: { prompt: 12, completion: 4 } }],
  async run(context) {
    const observationHandler = new RecordingObservationHandler();
    const observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(observationHandler);

    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const toolCallingManager = ToolCallingManager.builder()
      .observationRegistry(observationRegistry)
      .build();
    const chatModel = new MiniMaxChatModel(api,
      MiniMaxChatOptions.builder().model('abab6.5g-chat').temperature(0.5).maxTokens(200).build(),
      toolCallingManager, RetryUtils.DEFAULT_RETRY_TEMPLATE, observationRegistry,
      new DefaultToolExecutionEligibilityPredicate());
    const chatClient = ChatClient.builder(chatModel, observationRegistry, undefined, undefined)
      .defaultAdvisors(new SimpleLoggerAdvisor())
      .build();

    const answer = await chatClient.prompt()
      .system('You are a terse assistant.')
      .user('Say hello to Ada.')
      .call()
      .content();

    context.outcome.put('observations', await observationHandler.observations());
    context.outcome.text(answer);
  },
});
