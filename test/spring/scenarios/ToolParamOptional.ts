import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The forecast for a city' })
  forecast(
    @ToolParam({ description: 'The city' }) city: string,
    @ToolParam({ description: 'C or F; Celsius when absent', required: false, type: String }) unit: string | undefined,
    @ToolParam({ description: 'How many days ahead', required: false, type: 'int' }) days: number | undefined,
    @ToolParam({ description: 'Extra display preferences', required: false, type: Map }) preferences: Map<string, unknown> | undefined,
  ): string {
    const chosenUnit = unit == null ? 'C' : unit;
    const ahead = days == null ? 1 : days;
    const compact = preferences != null && true === preferences.get('compact');
    const result = city + ' in ' + ahead + ' day(s): 21' + chosenUnit + (compact ? '' : ', light wind');
    this.outcome.tool('forecast', [city, unit, days, preferences], result);
    return result;
  }
}

/** A @Tool with optional parameters the model leaves out, and a Map<String, Object> parameter. */
export default scenario({
  script: [
    {
      toolCalls: [
        { name: 'forecast', arguments: { city: 'Oslo' } },
        { name: 'forecast', arguments: { city: 'Rome', days: 3, preferences: { compact: true } } },
      ],
    },
    { text: 'Oslo: 21C with light wind tomorrow; Rome: 21C in 3 days.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('What is the forecast for Oslo, and for Rome in 3 days, compact?')
      .tools(new WeatherTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
