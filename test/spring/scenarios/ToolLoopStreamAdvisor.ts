import { ChatClient, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
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

/** A streamed answer after a tool call, run by the ToolCallAdvisor loop. */
export default scenario({
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  script: [
    { toolCalls: [{ name: 'airportCode', arguments: { city: 'Lisbon' } }] },
    { text: 'Lisbon is served by Humberto Delgado Airport (LIS).', chunks: 3 },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().build())
      .defaultTools(new AirportTools(context.outcome))
      .build();

    const pieces = await chatClient.prompt()
      .user('Which airport serves Lisbon?')
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
  },
});
