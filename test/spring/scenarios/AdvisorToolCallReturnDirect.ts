import { ChatClient, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class OrderTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The status of an order', returnDirect: true })
  orderStatus(@ToolParam({ description: 'The order number' }) orderNumber: string): string {
    const result = 'Order ' + orderNumber + ' has shipped.';
    this.outcome.tool('orderStatus', orderNumber, result);
    return result;
  }
}

/**
 * ToolCallAdvisor with a return-direct tool, on a call and on a stream: the tool's result is the
 * answer and the model is not asked again.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'orderStatus', arguments: { orderNumber: 'A-17' } }] },
    { toolCalls: [{ name: 'orderStatus', arguments: { orderNumber: 'B-42' } }] },
  ],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().build())
      .defaultTools(new OrderTools(context.outcome))
      .build();

    const response = (await chatClient.prompt().user('Where is order A-17?').call().chatResponse())!;
    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.put('finishReason', response.getResult()!.getMetadata().getFinishReason());
    context.outcome.put('generations', response.getResults().length);

    const pieces = await chatClient.prompt().user('Where is order B-42?').stream().content().collectList();
    context.outcome.put('pieces', pieces);
  },
});
