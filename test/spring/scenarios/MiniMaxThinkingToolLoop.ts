import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city, e.g. Paris' }) city: string): string {
    const result = `${city}: 18 degrees, light rain`;
    this.outcome.tool('currentWeather', city, result);
    return result;
  }
}

/**
 * A reasoning model that thinks before its tool call, through ChatClient.call() and the model's
 * internal tool loop: what the second request echoes of the first answer, and the final text.
 */
export default scenario({
  script: [
    { thinking: 'I need the weather in Paris first.', toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' } }] },
    { thinking: 'Light rain means yes.', text: 'Yes, take an umbrella: light rain in Paris.' },
  ],
  expected: [{ at: 'outcome:text', doc: 'docs/DIFFERENCES.md#reasoning-is-kept-out-of-the-text', why: 'the port keeps the <think> block out of the text (and echoes it to MiniMax as Spring does)' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Should I take an umbrella in Paris?')
      .tools(new WeatherTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
