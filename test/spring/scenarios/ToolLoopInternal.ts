import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class AirportTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The airport code of a city' })
  airportCode(@ToolParam({ description: 'The city' }) city: string): string {
    const result = 'Lisbon' === city ? 'LIS' : 'XXX';
    this.outcome.tool('airportCode', city, result);
    return result;
  }
}

class FlightTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The next flight to an airport' })
  nextFlight(@ToolParam({ description: 'The airport code' }) airport: string): string {
    const result = 'TP1351 to ' + airport + ' at 18:40';
    this.outcome.tool('nextFlight', airport, result);
    return result;
  }
}

/**
 * Two rounds of tool calls (the second depends on the first) run by the model's internal tool loop; the same tools
 * and script as ToolLoopAdvisor.
 */
export default scenario({
  expected: [
    { at: 'outcome:usage', doc: 'docs/DIFFERENCES.md#usage-adds-up-across-tool-rounds', why: 'the three rounds added up (Spring AI 2.0), not the last round (1.1.8)' },
  ],
  script: [
    { toolCalls: [{ name: 'airportCode', arguments: { city: 'Lisbon' } }], tokens: { prompt: 40, completion: 10 } },
    { toolCalls: [{ name: 'nextFlight', arguments: { airport: 'LIS' } }], tokens: { prompt: 60, completion: 12 } },
    { text: 'The next flight to Lisbon is TP1351 at 18:40.', tokens: { prompt: 80, completion: 14 } },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultTools(new AirportTools(context.outcome), new FlightTools(context.outcome))
      .build();

    const response = (await chatClient.prompt().user('When is the next flight to Lisbon?').call().chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.usage(response.getMetadata().getUsage());
  },
});
