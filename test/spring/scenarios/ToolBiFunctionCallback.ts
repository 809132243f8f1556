import { ChatClient, FunctionToolCallback, JavaType, type ToolCallback, type ToolContext } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class LoyaltyRequest {
  constructor(private readonly _product: string) {}
  product(): string { return this._product; }
}

/** A FunctionToolCallback built from a BiFunction that reads the ToolContext. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'loyaltyDiscount', arguments: { product: 'espresso machine' } }] },
    { text: 'You get 20% off the espresso machine.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);
    const outcome = context.outcome;

    const discount = (request: LoyaltyRequest, toolContext: ToolContext): string => {
      const tier = toolContext.getContext().get('tier') as string;
      const result = 'GOLD' === tier ? '20% off ' + request.product() : '5% off ' + request.product();
      outcome.tool('loyaltyDiscount', [request.product(), tier], result);
      return result;
    };

    const callback: ToolCallback = FunctionToolCallback.builder('loyaltyDiscount', discount)
      .description('The discount the current customer gets on a product')
      .inputType(LoyaltyRequest)
      .build();

    const answer = await chatClient.prompt()
      .user('What discount do I get on the espresso machine?')
      .toolCallbacks(callback)
      .toolContext(new Map([['tier', 'GOLD'], ['customerId', 'c-7']]))
      .call()
      .content();

    outcome.text(answer);
  },
});
