import { ChatClient, JavaType } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Address {
  constructor(private readonly _street: string, private readonly _city: string) {}

  street(): string {
    return this._street;
  }

  city(): string {
    return this._city;
  }
}

class Room {
  constructor(private readonly _name: string, @JavaType('int') private readonly _beds: number) {}

  name(): string {
    return this._name;
  }

  beds(): number {
    return this._beds;
  }
}

class Hotel {
  constructor(
    private readonly _name: string,
    @JavaType('int') private readonly _stars: number,
    @JavaType('double') private readonly _rating: number,
    private readonly _address: Address,
    @JavaType('List<Room>') private readonly _rooms: Room[],
  ) {}

  name(): string {
    return this._name;
  }

  stars(): number {
    return this._stars;
  }

  rating(): number {
    return this._rating;
  }

  address(): Address {
    return this._address;
  }

  rooms(): Room[] {
    return this._rooms;
  }
}

/**
 * call().entity(...) of a record holding a nested record, a list of records and numbers: the
 * values, and whether the nested values were built as records.
 */
export default scenario({
  script: [{
    text: '{"name": "Hotel Sacher", "stars": 5, "rating": 4.7, "address": {"street": "Philharmoniker Str. 4", "city": "Vienna"}, ' +
      '"rooms": [{"name": "Deluxe", "beds": 2}, {"name": "Suite", "beds": 3}]}',
  }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const hotel = (await chatClient.prompt().user('Describe a hotel in Vienna.').call().entity(Hotel))!;

    context.outcome.put('name', hotel.name());
    context.outcome.put('stars', hotel.stars());
    context.outcome.put('rating', hotel.rating());
    context.outcome.put('address', hotel.address());
    context.outcome.put('rooms', hotel.rooms());
    context.outcome.put('addressIsRecord', hotel.address() instanceof Address);
    context.outcome.put('roomsAreRecords', hotel.rooms().every((room) => room instanceof Room));
  },
});
