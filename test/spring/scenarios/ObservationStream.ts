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

/** The observations of a ChatClient stream with one advisor: client, advisors and chat model. */
export default scenario({
  script: [{ text: 'One, two, three, four, five.', chunks: 4 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const observationHandler = new RecordingObservationHandler();
    const observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(observationHandler);

    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const toolCallingManager = ToolCallingManager.builder()
      .observationRegistry(observationRegistry)
      .build();
    const chatModel = new MiniMaxChatModel(api,
      MiniMaxChatOptions.builder().model('abab6.5g-chat').build(), toolCallingManager,
      RetryUtils.DEFAULT_RETRY_TEMPLATE, observationRegistry, new DefaultToolExecutionEligibilityPredicate());
    const chatClient = ChatClient.builder(chatModel, observationRegistry, undefined, undefined)
      .defaultAdvisors(new SimpleLoggerAdvisor())
      .build();

    const pieces = await chatClient.prompt()
      .user('Count to five.')
      .stream()
      .content()
      .collectList();

    context.outcome.put('observations', await observationHandler.observations());
    context.outcome.text(pieces.join(''));
  },
});
