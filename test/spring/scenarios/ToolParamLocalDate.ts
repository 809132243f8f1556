import { LocalDate } from '@js-joda/core';
import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class CalendarTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The date a number of days after a start date' })
  addDays(
    @ToolParam({ description: 'The start date' }) start: LocalDate,
    @ToolParam({ description: 'How many days to add', type: 'int' }) days: number,
  ): LocalDate {
    const result = start.plusDays(days);
    this.outcome.tool('addDays', [start.toString(), days], result.toString());
    return result;
  }
}

/** A @Tool taking a LocalDate and an int, returning a LocalDate. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'addDays', arguments: { start: '2026-02-25', days: 10 } }] },
    { text: '10 days after 2026-02-25 is 2026-03-07.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Which date is 10 days after 2026-02-25?')
      .tools(new CalendarTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
