import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class ForecastTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The weather forecast for a city, one line per day' })
  forecast(
    @ToolParam({ description: 'The city, e.g. Lisbon' }) city: string,
    @ToolParam({ description: 'Morning, afternoon or evening', required: false }) period?: string,
  ): string {
    const result = `${city}: sunny, 24 degrees; tomorrow cloudy, 21 degrees`;
    this.outcome.tool('forecast', [city, String(period ?? null)], result);
    return result;
  }
}

/**
 * The scenario docs/COMPARE.md walks through: a weather assistant with a default system text and
 * a forecast tool, streamed; the model calls the tool once, then answers.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'forecast', arguments: { city: 'Lisbon' } }] },
    { text: 'Lisbon will be sunny today at 24 degrees, and cloudy tomorrow.', chunks: 3 },
  ],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5s-chat').temperature(0.2).build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You are a weather assistant. Answer in one sentence.')
      .defaultTools(new ForecastTools(context.outcome))
      .build();

    const answer = (await chatClient.prompt()
      .user('What will the weather be like in Lisbon?')
      .stream()
      .content()
      .collectList()).join('');

    context.outcome.text(answer);
  },
});
