import { ChatClient, IllegalStateException, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city' }) city: string): string {
    this.outcome.tool('currentWeather', city, undefined);
    throw new IllegalStateException();
  }
}

/** A @Tool that throws an exception without a message: what the default exception processor tells the model. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Atlantis' } }] },
    { text: 'I could not find Atlantis.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('What is the weather in Atlantis?')
      .tools(new WeatherTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
