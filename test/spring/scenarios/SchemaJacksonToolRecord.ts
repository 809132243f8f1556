import {
  ChatClient,
  JavaType,
  JsonAlias,
  JsonClassDescription,
  JsonIgnore,
  JsonInclude,
  JsonProperty,
  JsonPropertyDescription,
  Schema,
  Tool,
  ToolParam,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JsonClassDescription('A parcel to ship')
class Parcel {
  constructor(
    @JsonProperty('weight_kg') @JsonPropertyDescription('Weight in kilograms') @JavaType('double') private readonly _weight: number,
    @JsonProperty({ value: 'dest_city', required: true }) @Schema({ description: 'Destination city' }) private readonly _city: string,
    @Schema({ description: 'Courier notes', requiredMode: 'NOT_REQUIRED' }) private readonly _notes: string,
    @JsonAlias(['zip', 'postcode']) private readonly _postalCode: string,
    @JsonIgnore() private readonly _trackingId: string,
  ) {}
  weight(): number { return this._weight; }
  city(): string { return this._city; }
  notes(): string { return this._notes; }
  postalCode(): string { return this._postalCode; }
  trackingId(): string { return this._trackingId; }
}

@JsonClassDescription('Where to collect a parcel')
class Pickup {
  constructor(
    private readonly _street: string,
    @Schema({ description: 'Pickup hour', requiredMode: 'REQUIRED' }) @JavaType('int') private readonly _hour: number,
  ) {}
  street(): string { return this._street; }
  hour(): number { return this._hour; }
}

@JsonInclude('NON_NULL')
class Quote {
  constructor(
    private readonly _summary: string,
    private readonly _discount: string | null,
    @JsonInclude('ALWAYS') private readonly _voucher: string | null,
    @JsonInclude('NON_EMPTY') @JavaType('List<String>') private readonly _warnings: string[],
  ) {}
  summary(): string { return this._summary; }
  discount(): string | null { return this._discount; }
  voucher(): string | null { return this._voucher; }
  warnings(): string[] { return this._warnings; }
}

class ShippingTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Quote a shipment' })
  quote(
    parcel: Parcel,
    @ToolParam({ description: 'Collection point' }) pickup: Pickup,
    @Schema({ description: 'Express delivery' }) express: boolean,
    @JsonPropertyDescription('Insured value') @JsonProperty('insured') @JavaType('Integer') insured: number | null,
    @Schema({ description: 'Promo code', requiredMode: 'NOT_REQUIRED' }) promo: string,
  ): Quote {
    const weight = Number.isInteger(parcel.weight()) ? parcel.weight().toFixed(1) : String(parcel.weight());
    const result = 'Parcel of ' + weight + ' kg to ' + parcel.city() + ' ' + parcel.postalCode()
      + ' (' + parcel.notes() + ', tracking ' + parcel.trackingId() + '), pickup ' + pickup.street()
      + ' at ' + pickup.hour() + (express ? ', express' : '') + ', insured ' + insured + ', promo ' + promo;
    this.outcome.tool('quote', [parcel.city(), parcel.postalCode(), express], result);
    return new Quote(result, null, null, []);
  }
}

/**
 * A @Tool taking a record using Jackson's annotations (@JsonProperty rename, with and without
 * required, @JsonPropertyDescription, @JsonClassDescription, @JsonIgnore, @JsonAlias read) and
 * Swagger's @Schema (description, requiredMode), and parameters described by @Schema and
 * @JsonPropertyDescription and made optional by @JsonProperty and @Schema; its result is a record
 * written with @JsonInclude.
 */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'quote',
        arguments: {
          parcel: { weight_kg: 2.5, dest_city: 'Leeds', notes: 'fragile', postcode: 'LS1 4AP', trackingId: 'T-1' },
          pickup: { street: 'Mill Lane 9', hour: 14 },
          express: true,
          insured: 100,
          promo: 'SPRING5',
        },
      }],
    },
    { text: 'Your shipment is quoted.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Quote shipping for my parcel.')
      .tools(new ShippingTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
