import { ChatClient, DefaultToolExecutionEligibilityPredicate, ObservationRegistry, RetryUtils, Tool, ToolCallingManager, ToolParam } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import { scenario } from '../harness/Scenario.js';
import { RecordingObservationHandler } from './support/RecordingObservationHandler.js';

class WeatherTools {
  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city, e.g. Paris' }) city: string): string {
    return `${city}: 18 degrees, light rain`;
  }
}

/**
 * The observations of a ChatClient stream on OpenAiChatModel (stream usage on) whose model calls a @Tool: client, one chat-model observation per round, nested, with the aggregated usage, and the tool calling observation.
 */
export default scenario({
  script: [{ toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' }, split: 'openai', fragments: 3 }] }, { text: 'It is 18 degrees with light rain in Paris.', chunks: 3 }],
  async run(context) {
    const observationHandler = new RecordingObservationHandler();
    const observationRegistry = ObservationRegistry.create();
    observationRegistry.observationConfig().observationHandler(observationHandler);

    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const toolCallingManager = ToolCallingManager.builder().observationRegistry(observationRegistry).build();
    const chatModel = new OpenAiChatModel(
      openAiApi,
      OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.3).maxTokens(200).streamUsage(true).build(),
      toolCallingManager,
      RetryUtils.DEFAULT_RETRY_TEMPLATE,
      observationRegistry,
      new DefaultToolExecutionEligibilityPredicate(),
    );
    const chatClient = ChatClient.builder(chatModel, observationRegistry, undefined, undefined).build();

    const answer = (await chatClient.prompt().user('What is the weather in Paris?').tools(new WeatherTools()).stream().content().collectList()).join('');

    context.outcome.put('observations', await observationHandler.observations());
    context.outcome.text(answer);
  },
});
