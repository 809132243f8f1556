import { ChatClient, JavaType, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class Widths {
  constructor(
    @JavaType('int') private readonly _i: number,
    @JavaType('Integer') private readonly _boxedI: number,
    @JavaType('long') private readonly _l: number,
    @JavaType('Long') private readonly _boxedL: number,
    @JavaType('short') private readonly _s: number,
    @JavaType('Short') private readonly _boxedS: number,
    @JavaType('byte') private readonly _b: number,
    @JavaType('Byte') private readonly _boxedB: number,
    @JavaType('double') private readonly _d: number,
    @JavaType('Double') private readonly _boxedD: number,
    @JavaType('float') private readonly _f: number,
    @JavaType('Float') private readonly _boxedF: number,
    @JavaType('BigDecimal') private readonly _big: number,
    @JavaType('BigInteger') private readonly _bigInt: number,
  ) {}
  i(): number { return this._i; }
  boxedI(): number { return this._boxedI; }
  l(): number { return this._l; }
  boxedL(): number { return this._boxedL; }
  s(): number { return this._s; }
  boxedS(): number { return this._boxedS; }
  b(): number { return this._b; }
  boxedB(): number { return this._boxedB; }
  d(): number { return this._d; }
  boxedD(): number { return this._boxedD; }
  f(): number { return this._f; }
  boxedF(): number { return this._boxedF; }
  big(): number { return this._big; }
  bigInt(): number { return this._bigInt; }
}

class MeasureTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Record measurements' })
  measure(
    @ToolParam({ description: 'A count' }) @JavaType('int') count: number,
    @JavaType('Integer') boxedCount: number,
    @JavaType('long') total: number,
    @JavaType('Long') boxedTotal: number,
    @JavaType('short') small: number,
    @JavaType('Short') boxedSmall: number,
    @JavaType('byte') tiny: number,
    @JavaType('Byte') boxedTiny: number,
    @JavaType('double') ratio: number,
    @JavaType('Double') boxedRatio: number,
    @JavaType('float') scale: number,
    @JavaType('Float') boxedScale: number,
    @JavaType('BigDecimal') amount: number,
    @JavaType('BigInteger') huge: number,
    @ToolParam({ description: 'The same widths in a record' }) widths: Widths,
  ): string {
    const result = 'Recorded ' + (count + boxedCount) + ' items, total ' + (total + boxedTotal) + ', widths '
      + widths.i() + '/' + widths.l();
    this.outcome.tool('measure', [count, boxedCount, total, boxedTotal, small, boxedSmall, tiny,
      boxedTiny, ratio, boxedRatio, scale, boxedScale, amount, huge], result);
    return result;
  }
}

const widths = {
  i: 1, boxedI: 2, l: 9000000001, boxedL: 9000000002, s: 3, boxedS: 4, b: 5, boxedB: 6,
  d: 0.25, boxedD: 0.5, f: 1.5, boxedF: 2.5, big: 12.75, bigInt: 123456789012,
};

/** A @Tool with every Java number width, boxed and unboxed, as parameters and as record components. */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'measure',
        arguments: {
          count: 3, boxedCount: 4, total: 9000000001, boxedTotal: 1, small: 7, boxedSmall: 8, tiny: 9, boxedTiny: 10,
          ratio: 0.75, boxedRatio: 1.25, scale: 0.5, boxedScale: 3.5, amount: 19.99, huge: 98765432109, widths,
        },
      }],
    },
    { text: 'Recorded.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Record the measurements.')
      .tools(new MeasureTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
