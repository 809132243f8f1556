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

class Customer {
  constructor(private readonly _name: string, @JavaType('int') private readonly _age: number, private readonly _address: Address) {}
  name(): string { return this._name; }
  age(): number { return this._age; }
  address(): Address { return this._address; }
}

@JavaType()
class Shipment {
  constructor(private readonly _trackingNumber: string, private readonly _recipient: string, private readonly _destination: string, private readonly _express: boolean) {}
  trackingNumber(): string { return this._trackingNumber; }
  recipient(): string { return this._recipient; }
  destination(): string { return this._destination; }
  express(): boolean { return this._express; }
}

class ShippingTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Ship a parcel to a customer' })
  shipParcel(
    @ToolParam({ description: 'Who receives the parcel' }) customer: Customer,
    @ToolParam({ description: 'Whether to ship express' }) express: boolean,
  ): Shipment {
    const shipment = new Shipment('TRK-' + customer.age() + '-' + customer.address().city().toUpperCase(),
      customer.name(), customer.address().street() + ', ' + customer.address().city(), express);
    this.outcome.tool('shipParcel', [customer, express], shipment);
    return shipment;
  }
}

/** A @Tool taking a record with a nested record, returning a record. */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'shipParcel',
        arguments: { customer: { name: 'Ada Lovelace', age: 36, address: { street: "12 St James's Square", city: 'London' } }, express: true },
      }],
    },
    { text: 'The parcel is on its way, tracking number TRK-36-LONDON.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user("Ship a parcel express to Ada Lovelace, 36, 12 St James's Square, London.")
      .tools(new ShippingTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
