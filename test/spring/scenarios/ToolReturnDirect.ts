import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class OrderTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The status of an order', returnDirect: true })
  orderStatus(@ToolParam({ description: 'The order number' }) orderId: string): string {
    const result = 'Order ' + orderId + ' shipped on Monday';
    this.outcome.tool('orderStatus', orderId, result);
    return result;
  }
}

/** A returnDirect @Tool: its result is the answer, without a second model call. */
export default scenario({
  script: [{ toolCalls: [{ name: 'orderStatus', arguments: { orderId: 'A-17' } }] }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const response = (await chatClient.prompt()
      .user('Where is order A-17?')
      .tools(new OrderTools(context.outcome))
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.put('finishReason', response.getResult()!.getMetadata().getFinishReason());
  },
});
