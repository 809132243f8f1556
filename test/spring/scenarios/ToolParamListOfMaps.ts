import { ChatClient, JavaType, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class OrderTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The total price of an order' })
  @JavaType('double')
  orderTotal(@ToolParam({ description: 'The order lines, each with a price and a quantity' }) @JavaType('List<Map<String, Object>>') lines: Map<string, unknown>[]): number {
    let total = 0;
    for (const line of lines) {
      total += (line.get('price') as number) * (line.get('quantity') as number);
    }
    this.outcome.tool('orderTotal', lines, total);
    return total;
  }
}

/** A @Tool taking a List<Map<String, Object>> and returning a number (a double). */
export default scenario({
  script: [
    { toolCalls: [{ name: 'orderTotal', arguments: { lines: [{ item: 'tea', price: 2.5, quantity: 2 }, { item: 'cake', price: 5, quantity: 2 }] } }] },
    { text: 'That comes to 15 euros.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('What do two teas at 2.5 and two cakes at 5 cost?')
      .tools(new OrderTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
