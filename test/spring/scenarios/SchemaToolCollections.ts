import { ChatClient, JavaType, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Address {
  constructor(private readonly _street: string, private readonly _city: string) {}
  street(): string { return this._street; }
  city(): string { return this._city; }
}

class Stop {
  constructor(
    private readonly _address: Address,
    @JavaType('int') private readonly _parcels: number,
    @JavaType('List<String>') private readonly _notes: string[],
  ) {}
  address(): Address { return this._address; }
  parcels(): number { return this._parcels; }
  notes(): string[] { return this._notes; }
}

class RouteTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Plan a delivery route' })
  planRoute(
    @ToolParam({ description: 'Labels of the route' }) @JavaType('List<String>') tags: string[],
    @JavaType('Set<Integer>') parcelIds: Set<number>,
    @JavaType('Map<String, Integer>') stock: Map<string, number>,
    start: Address,
    @JavaType('List<Stop>') stops: Stop[],
  ): string {
    const result = 'Route from ' + start.city() + ' via ' + stops.length + ' stops ('
      + stops[0]!.address().city() + ' first, ' + stops[0]!.parcels() + ' parcels), '
      + parcelIds.size + ' parcel ids, ' + stock.get('apples') + ' apples';
    this.outcome.tool('planRoute', [tags, parcelIds.size, stock.get('apples')], result);
    return result;
  }

  // Not called: Spring AI's tool JSON mapper has no Jdk8Module, so it cannot read an Optional argument.
  @Tool({ description: 'Leave a note for the driver' })
  leaveNote(@JavaType('Optional<String>') note: string | undefined, @JavaType('Optional<Address>') door: Address | undefined): string {
    return note ?? 'none';
  }
}

/**
 * A @Tool taking a List, a Set, a Map, a nested record and a list of records, and one (not called)
 * taking Optionals.
 */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'planRoute',
        arguments: {
          tags: ['fresh', 'morning'],
          parcelIds: [11, 12, 13],
          stock: { apples: 40, pears: 12 },
          start: { street: 'Depot Road 1', city: 'Leeds' },
          stops: [
            { address: { street: 'High Street 5', city: 'York' }, parcels: 2, notes: ['back door'] },
            { address: { street: 'Mill Lane 9', city: 'Hull' }, parcels: 1, notes: [] },
          ],
        },
      }],
    },
    { text: 'Your route is planned.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Plan the delivery route for today.')
      .tools(new RouteTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
