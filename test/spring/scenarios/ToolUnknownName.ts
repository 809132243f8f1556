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

/** The model calls a tool name the application does not offer. */
export default scenario({
  script: [{ toolCalls: [{ name: 'weatherForecast', arguments: { city: 'Paris' } }] }],
  // Only spring-ai-ts asks the model again, if at all: the default answers that.
  simulator: (simulator) => simulator.setDefaultScenario({ text: 'Sorry, I cannot forecast.' }),
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    try {
      const answer = await chatClient.prompt()
        .user('What will the weather be in Paris tomorrow?')
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
