import { ChatClient, Collections, List, Map, NullPointerException, Objects, Set, Strings, UnsupportedOperationException } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * An application service that builds its prompt from collections, records and String.format
 * (porting rule 41): the texts on the wire are what Java's toString and Formatter print.
 */
class Product {
  constructor(private readonly _name: string, private readonly _price: number, private readonly _tags: string[]) {}
  name(): string {
    return this._name;
  }
  price(): number {
    return this._price;
  }
  tags(): string[] {
    return this._tags;
  }
}

class CatalogService {
  private readonly chatClient: ChatClient;

  constructor(builder: ChatClient.Builder) {
    this.chatClient = builder.build();
  }

  async describe(stock: Map<string, number>, products: Product[]): Promise<string | undefined> {
    const system = 'Known categories: ' + Objects.toString(new Set(stock.keys())) + '. Stock levels: ' + Objects.toString(stock) + '.';
    let units = 0;
    let total = 0;
    for (const [, v] of stock) {
      units += v;
    }
    for (const p of products) {
      total += p.price();
    }
    const names: string[] = [];
    for (const p of products) {
      names.push(p.name());
    }
    const user = Strings.format('%s has %d items: %s', 'The catalog', products.length, List.copyOf(names)) +
      '\nFirst: ' + Objects.toString(products[0]) +
      '\nAll: ' + Objects.toString(products) +
      '\nTags: ' + Objects.toString(Set.of('sale')) + ' ' + Objects.toString(Map.of('region', 'EU')) + ' ' +
      Objects.toString(Collections.emptyList()) +
      '\n' + Strings.format('Total %.2f EUR, %,d units |%5d|%-6s| hex %x %b %s', total, units * 1000, 42, 'ab',
        255, products.length === 0, null) +
      Strings.format('%nRatio: %.3f, small %s', total / 3, 0.0001) +
      '\nValues: ' + Objects.toString([...stock.values()]);
    return await this.chatClient.prompt().system(system).user(user).call().content();
  }
}

export default scenario({
  script: [{ text: 'Two products in stock.', tokens: { prompt: 80, completion: 5 } }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const service = new CatalogService(ChatClient.builder(chatModel));

    const stock: Map<string, number> = new Map();
    stock.set('fruit', 12);
    stock.set('dairy', 3);
    const products: Product[] = List.of(new Product('apple', 1.25, List.of('fresh', 'red')),
      new Product('milk', 0.99, List.of()));

    context.outcome.text(await service.describe(stock, products));
    try {
      products.push(new Product('pear', 2.5, List.of()));
    } catch (ex) {
      if (!(ex instanceof UnsupportedOperationException)) throw ex;
      context.outcome.put('addToListOf', ex.constructor.name);
    }
    try {
      List.of('a', null);
    } catch (ex) {
      if (!(ex instanceof NullPointerException)) throw ex;
      context.outcome.put('listOfNull', ex.constructor.name);
    }
  },
});
