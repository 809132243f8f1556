import {
  ChatClient,
  JavaType,
  JsonAlias,
  JsonClassDescription,
  JsonIgnore,
  JsonProperty,
  JsonPropertyDescription,
  JsonPropertyOrder,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class Consignee {
  @JavaType('String') private name: string | undefined;

  @JsonPropertyDescription('City of delivery') private city!: string;

  getName(): string | undefined {
    return this.name;
  }

  setName(name: string | undefined): void {
    this.name = name;
  }

  getCity(): string {
    return this.city;
  }

  setCity(city: string): void {
    this.city = city;
  }
}

@JsonClassDescription('A parcel on its way')
@JsonPropertyOrder(['tracking_id', 'weight'])
class Consignment {
  @JsonProperty('tracking_id')
  @JsonPropertyDescription('Carrier tracking number')
  private trackingId!: string;

  @JavaType('int') private weight = 0;

  @JavaType('boolean') private insured = false;

  @JsonIgnore() private internalCode: string | null = null;

  @JavaType('String') private postalCode: string | undefined;

  @JavaType('Consignee') private recipient!: Consignee;

  @JavaType('List<String>') private labels: string[] = [];

  private cache: string | null = null;

  getTrackingId(): string {
    return this.trackingId;
  }

  setTrackingId(trackingId: string): void {
    this.trackingId = trackingId;
  }

  @JsonPropertyDescription('Weight in grams')
  getWeight(): number {
    return this.weight;
  }

  setWeight(weight: number): void {
    this.weight = weight;
  }

  isInsured(): boolean {
    return this.insured;
  }

  setInsured(insured: boolean): void {
    this.insured = insured;
  }

  getInternalCode(): string | null {
    return this.internalCode;
  }

  setInternalCode(internalCode: string | null): void {
    this.internalCode = internalCode;
  }

  getPostalCode(): string | undefined {
    return this.postalCode;
  }

  @JsonAlias(['zip'])
  setPostalCode(postalCode: string | undefined): void {
    this.postalCode = postalCode;
  }

  getRecipient(): Consignee {
    return this.recipient;
  }

  setRecipient(recipient: Consignee): void {
    this.recipient = recipient;
  }

  getLabels(): string[] {
    return this.labels;
  }

  setLabels(labels: string[]): void {
    this.labels = labels;
  }

  cacheValue(): string | null {
    return this.cache;
  }
}

/**
 * call().entity(...) of JavaBeans using Jackson's annotations on fields, getters and setters:
 * @JsonProperty renaming a field, @JsonPropertyDescription on a field and on a getter,
 * @JsonClassDescription and @JsonPropertyOrder on the class, @JsonIgnore on a field, @JsonAlias on
 * a setter, an is-getter, a list, a nested bean, and a private field without accessors (not a
 * property). The schema in the format instructions, and the beans built from an answer that uses
 * an alias, an ignored and an unknown property.
 */
export default scenario({
  script: [{
    text: '{"tracking_id": "1Z999", "weight": 1250, "insured": true, "internalCode": "X-7", "zip": "10115", ' +
      '"recipient": {"name": "Ada", "city": "Berlin", "floor": 3}, "labels": ["fragile", "express"], "cache": "c", "carrier": "DHL"}',
  }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const shipment = (await chatClient.prompt().user('Track my parcel.').call().entity(Consignment))!;

    context.outcome.put('trackingId', shipment.getTrackingId());
    context.outcome.put('weight', shipment.getWeight());
    context.outcome.put('insured', shipment.isInsured());
    context.outcome.put('internalCode', String(shipment.getInternalCode()));
    context.outcome.put('postalCode', shipment.getPostalCode());
    context.outcome.put('recipientName', shipment.getRecipient().getName());
    context.outcome.put('recipientCity', shipment.getRecipient().getCity());
    context.outcome.put('recipientIsBean', shipment.getRecipient() instanceof Consignee);
    context.outcome.put('labels', shipment.getLabels());
    context.outcome.put('cache', String(shipment.cacheValue()));
  },
});
