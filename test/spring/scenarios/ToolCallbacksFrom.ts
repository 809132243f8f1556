import { ChatClient, Tool, type ToolCallback, ToolCallbacks, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class StockTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'How many items of a product are in stock' })
  stockLevel(@ToolParam({ description: 'The product code' }) sku: string): number {
    const result = 'SKU-1' === sku ? 12 : 0;
    this.outcome.tool('stockLevel', sku, result);
    return result;
  }
}

class ReservationTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Reserve items of a product' })
  reserve(
    @ToolParam({ description: 'The product code' }) sku: string,
    @ToolParam({ description: 'How many items', type: 'int' }) quantity: number,
  ): string {
    const result = 'Reserved ' + quantity + ' x ' + sku;
    this.outcome.tool('reserve', [sku, quantity], result);
    return result;
  }
}

/** ToolCallbacks.from(toolObjects) given as default tool callbacks; the tool definitions are recorded. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'stockLevel', arguments: { sku: 'SKU-1' } }] },
    { toolCalls: [{ name: 'reserve', arguments: { sku: 'SKU-1', quantity: 3 } }] },
    { text: 'SKU-1 is in stock (12); I reserved 3.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());

    const tools: ToolCallback[] = ToolCallbacks.from(new StockTools(context.outcome), new ReservationTools(context.outcome));
    const names: string[] = [];
    for (const tool of tools) {
      names.push(tool.getToolDefinition().name());
    }
    context.outcome.put('toolNames', names);

    const chatClient = ChatClient.builder(chatModel).defaultToolCallbacks(tools).build();
    const answer = await chatClient.prompt().user('Is SKU-1 in stock? If so reserve 3.').call().content();

    context.outcome.text(answer);
  },
});
