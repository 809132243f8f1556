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

/** ChatClient.stream() with a tool call whose arguments arrive in fragments; the model's internal tool loop. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' }, split: 'openai', fragments: 4 }] },
    { text: 'It is 18 degrees with light rain in Paris.', chunks: 3 },
  ],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const pieces = await chatClient.prompt()
      .user('What is the weather in Paris?')
      .tools(new WeatherTools(context.outcome))
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
  },
});
