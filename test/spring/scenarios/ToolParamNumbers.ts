import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class BookingTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Book a table in the restaurant' })
  bookTable(
    @ToolParam({ description: 'How many guests', type: 'int' }) guests: number,
    @ToolParam({ description: 'The customer number', type: 'long' }) customerId: number,
    @ToolParam({ description: 'The budget in euros' }) budget: number,
    @ToolParam({ description: 'Whether to sit on the terrace' }) terrace: boolean,
  ): string {
    const result = `Table for ${guests} booked for customer ${customerId} (budget ${budget} EUR, terrace: ${terrace})`;
    this.outcome.tool('bookTable', [guests, customerId, budget, terrace], result);
    return result;
  }
}

/** A @Tool with int, long, double and boolean parameters and a String result. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'bookTable', arguments: { guests: 4, customerId: 9000000001, budget: 120.5, terrace: true } }] },
    { text: 'Your table for 4 on the terrace is booked.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Book a table for 4 on the terrace, customer 9000000001, about 120.5 euros.')
      .tools(new BookingTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
