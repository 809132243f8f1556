import { ChatClient, RuntimeException, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class StockTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The number of items of a product in stock' })
  stockLevel(@ToolParam({ description: 'The product name' }) product: string): string {
    const result = product + ': 12 in stock';
    this.outcome.tool('stockLevel', product, result);
    return result;
  }
}

/**
 * ToolCallAdvisor with its memory disabled, on a stream: after the tool round the next request carries
 * only the system message and the last tool response, which MiniMax rejects (the tool response
 * answers no tool call of an assistant message in the request).
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'stockLevel', arguments: { product: 'chairs' } }] },
  ],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:exception', doc: 'docs/DIFFERENCES.md#http-errors-are-typed-minimax-exceptions', why: 'Spring AI\'s stream fails with WebClient\'s BadRequest, the port with MiniMaxApiException and the body' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You manage a shop.')
      .defaultAdvisors(ToolCallAdvisor.builder().disableMemory().build())
      .build();

    try {
      const pieces = await chatClient.prompt()
        .user('How many chairs and tables are in stock?')
        .tools(new StockTools(context.outcome))
        .stream()
        .content()
        .collectList();
      context.outcome.put('pieces', pieces);
    } catch (ex) {
      if (!(ex instanceof RuntimeException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
