import { ChatClient, RuntimeException, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city' }) city: string): string {
    const result = city + ': sunny';
    this.outcome.tool('currentWeather', city, result);
    return result;
  }
}

/** The model sends tool arguments that are not valid JSON. */
export default scenario({
  expected: [
    { at: 'wire:round', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'spring-ai-ts reports the bad arguments to the model and asks it again' },
    { at: 'outcome:exception', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'Spring AI ends the call with a ToolExecutionException' },
    { at: 'outcome:text', doc: 'docs/DIFFERENCES.md#malformed-tool-arguments-go-back-to-the-model', why: 'spring-ai-ts gets the model answer to the error report' },
  ],
  script: [{ toolCalls: [{ name: 'currentWeather', arguments: '{"city": "Paris"' }] }],
  // Only spring-ai-ts asks the model again, if at all: the default answers that.
  simulator: (simulator) => simulator.setDefaultScenario({ text: 'Sorry, something went wrong with the weather tool.' }),
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    try {
      const answer = await chatClient.prompt()
        .user('What is the weather in Paris?')
        .tools(new WeatherTools(context.outcome))
        .call()
        .content();
      context.outcome.text(answer);
    } catch (ex) {
      if (!(ex instanceof RuntimeException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
