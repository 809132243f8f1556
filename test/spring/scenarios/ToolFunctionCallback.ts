import { ChatClient, FunctionToolCallback, JavaType, type ToolCallback } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class ConversionRequest {
  constructor(private readonly _from: string, private readonly _to: string, @JavaType('double') private readonly _amount: number) {}
  from(): string { return this._from; }
  to(): string { return this._to; }
  amount(): number { return this._amount; }
}

class ConversionResult {
  constructor(private readonly _currency: string, @JavaType('double') private readonly _amount: number, private readonly _rateDate: string) {}
  currency(): string { return this._currency; }
  amount(): number { return this._amount; }
  rateDate(): string { return this._rateDate; }
}

class CurrencyConverter {
  constructor(private readonly outcome: Outcome) {}

  apply(request: ConversionRequest): ConversionResult {
    const rate = 'EUR' === request.from() && 'USD' === request.to() ? 1.25 : 1.0;
    const result = new ConversionResult(request.to(), request.amount() * rate, '2026-01-15');
    this.outcome.tool('convertCurrency', request, result);
    return result;
  }
}

/** A FunctionToolCallback built from a class implementing Function, from a record to a record. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'convertCurrency', arguments: { from: 'EUR', to: 'USD', amount: 80.5 } }] },
    { text: '80.5 euros are about 100.63 dollars.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter: ToolCallback = FunctionToolCallback
      .builder('convertCurrency', new CurrencyConverter(context.outcome))
      .description('Convert an amount from one currency to another')
      .inputType(ConversionRequest)
      .build();

    const answer = await chatClient.prompt()
      .user('How many dollars are 80.5 euros?')
      .toolCallbacks(converter)
      .call()
      .content();

    context.outcome.text(answer);
  },
});
