import { ChatClient, MethodToolCallbackProvider, Tool, type ToolCallbackProvider, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class ClockTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ name: 'timeIn', description: 'The local time in a city' })
  localTime(@ToolParam({ description: 'The city' }) city: string): string {
    const result = 'Tokyo' === city ? '21:00' : '13:00';
    this.outcome.tool('timeIn', city, result);
    return result;
  }
}

class CounterTools {
  private count = 0;

  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Count a greeting and return how many were counted so far' })
  countGreeting(@ToolParam({ description: 'The greeting', required: false, type: String }) greeting: string | undefined): number {
    this.count++;
    this.outcome.tool('countGreeting', greeting, this.count);
    return this.count;
  }
}

/** Two tool objects through a MethodToolCallbackProvider; the model calls both tools in one turn. */
export default scenario({
  script: [
    {
      toolCalls: [
        { name: 'countGreeting', arguments: { greeting: 'hi' } },
        { name: 'timeIn', arguments: { city: 'Tokyo' } },
      ],
    },
    { text: 'Hi! It is 21:00 in Tokyo.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());

    const tools: ToolCallbackProvider = MethodToolCallbackProvider.builder()
      .toolObjects(new ClockTools(context.outcome), new CounterTools(context.outcome))
      .build();
    const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(tools).build();

    const answer = await chatClient.prompt().user('Say hi and tell me the time in Tokyo.').call().content();

    context.outcome.text(answer);
  },
});
