import {
  ChatClient,
  JavaType,
  JsonAlias,
  JsonClassDescription,
  JsonIgnore,
  JsonProperty,
  JsonPropertyDescription,
  Schema,
  Tool,
  ToolParam,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

@JsonClassDescription('Who pays')
class Buyer {
  @JavaType('String') private name: string | undefined;

  @JavaType('String') private email: string | undefined;

  getName(): string | undefined {
    return this.name;
  }

  setName(name: string | undefined): void {
    this.name = name;
  }

  getEmail(): string | undefined {
    return this.email;
  }

  setEmail(email: string | undefined): void {
    this.email = email;
  }
}

class PurchaseOrder {
  @JsonProperty('order_id')
  @JsonPropertyDescription('Order number')
  private orderId!: string;

  @JavaType('int') private quantity = 0;

  @JavaType('boolean') private gift = false;

  @JsonIgnore() private internalRef: string | null = null;

  @JavaType('String') private coupon: string | undefined;

  @JavaType('Buyer') private buyer!: Buyer;

  getOrderId(): string {
    return this.orderId;
  }

  setOrderId(orderId: string): void {
    this.orderId = orderId;
  }

  @Schema({ description: 'How many items' })
  getQuantity(): number {
    return this.quantity;
  }

  setQuantity(quantity: number): void {
    this.quantity = quantity;
  }

  isGift(): boolean {
    return this.gift;
  }

  setGift(gift: boolean): void {
    this.gift = gift;
  }

  getInternalRef(): string | null {
    return this.internalRef;
  }

  setInternalRef(internalRef: string | null): void {
    this.internalRef = internalRef;
  }

  getCoupon(): string | undefined {
    return this.coupon;
  }

  @JsonAlias(['promo'])
  setCoupon(coupon: string | undefined): void {
    this.coupon = coupon;
  }

  getBuyer(): Buyer {
    return this.buyer;
  }

  setBuyer(buyer: Buyer): void {
    this.buyer = buyer;
  }
}

class ShopTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Place an order' })
  placeOrder(order: PurchaseOrder, @ToolParam({ description: 'Note for the shop', required: false, type: String }) note: string | undefined): string {
    const result = 'Order ' + order.getOrderId() + ': ' + order.getQuantity() + ' item(s)' +
      (order.isGift() ? ', gift' : '') + ', coupon ' + order.getCoupon() + ', ref ' +
      order.getInternalRef() + ', buyer ' + order.getBuyer().getName() + ' <' +
      order.getBuyer().getEmail() + '>, note ' + (note ?? null);
    this.outcome.tool('placeOrder', [order.getOrderId(), order.getQuantity()], result);
    return result;
  }
}

/**
 * A @Tool taking a JavaBean with Jackson's and Swagger's annotations on fields, getters and
 * setters (a renamed optional property, descriptions, an ignored property, an alias on a setter,
 * an is-getter, a nested bean): the tool's input schema, and the bean built from arguments that
 * use the alias, the ignored and an unknown property.
 */
export default scenario({
  script: [
    {
      toolCalls: [{
        name: 'placeOrder',
        arguments: {
          order: {
            order_id: 'A-17', quantity: 2, gift: true, internalRef: 'X9', promo: 'SPRING',
            buyer: { name: 'Ada', email: 'ada@example.com' }, colour: 'blue',
          },
        },
      }],
    },
    { text: 'Order A-17 is placed: two mugs, gift-wrapped.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Order two mugs as a gift for Ada with coupon SPRING.')
      .tools(new ShopTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
