import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

// java.time.LocalDate: rule 42 (@js-joda/core) is not implemented yet; the library offers Date.
class CalendarTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The date a number of days after a start date' })
  addDays(
    @ToolParam({ description: 'The start date' }) start: Date,
    @ToolParam({ description: 'How many days to add', type: 'int' }) days: number,
  ): Date {
    const result = new Date(start.getTime() + days * 86_400_000);
    this.outcome.tool('addDays', [start.toISOString(), days], result.toISOString());
    return result;
  }
}

/** A @Tool taking a LocalDate and an int, returning a LocalDate. */
export default scenario({
  expected: [
    { at: 'wire:message messages[2].content', doc: 'docs/DIFFERENCES.md#dates-in-tool-arguments-and-results', why: 'Jackson writes a LocalDate as [2026,3,7], the translation returns a Date' },
    { at: 'outcome:tools[0]', doc: 'docs/DIFFERENCES.md#dates-in-tool-arguments-and-results', why: 'a Date prints as an ISO timestamp, a LocalDate as its ISO date' },
  ],
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
