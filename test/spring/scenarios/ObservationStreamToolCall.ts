import {
  ChatClient,
  DefaultToolExecutionEligibilityPredicate,
  ObservationRegistry,
  RetryUtils,
  Tool,
  ToolCallingManager,
  ToolParam,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';
import { RecordingObservationHandler } from './support/RecordingObservationHandler.js';

class WeatherTools {
  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city, e.g. Paris' }) city: string): string {
    return `${city}: 18 degrees, light rain`;
  }
}

/** The observations of a ChatClient stream whose model calls a @Tool: one chat model observation per round. */
export default scenario({
  script: [{ toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' } }] }, { text: 'It is 18 degrees with light rain in Paris.', chunks: 3 }],
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
    const chatClient = ChatClient.builder(chatModel, observationRegistry, undefined, undefined).build();

    const pieces = await chatClient.prompt()
      .user('What is the weather in Paris?')
      .tools(new WeatherTools())
      .stream()
      .content()
      .collectList();

    context.outcome.put('observations', await observationHandler.observations());
    context.outcome.text(pieces.join(''));
  },
});
