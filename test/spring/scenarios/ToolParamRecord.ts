import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class Address {
  constructor(private readonly _street: string, private readonly _city: string) {}
  street(): string { return this._street; }
  city(): string { return this._city; }
}

class Customer {
  constructor(private readonly _name: string, private readonly _age: number, private readonly _address: Address) {}
  name(): string { return this._name; }
  age(): number { return this._age; }
  address(): Address { return this._address; }
}

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
  expected: [
    { at: 'wire:tool tools[shipParcel].function.parameters.properties.customer.properties', doc: 'docs/DIFFERENCES.md#tool-schemas-lose-java-types-that-typescript-erases', why: 'an undecorated record class has no constructor types' },
    { at: 'wire:message messages[2].content', doc: 'docs/DIFFERENCES.md#records-inside-a-record-come-back-as-plain-objects', why: 'the nested Address arrives as a plain object, so customer.address().city() fails and the model gets the error' },
    { at: 'outcome:tools', doc: 'docs/DIFFERENCES.md#records-inside-a-record-come-back-as-plain-objects', why: 'the tool fails before it records its run' },
  ],
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
