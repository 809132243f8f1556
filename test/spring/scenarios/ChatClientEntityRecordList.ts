import { BeanOutputConverter, ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** The JSON object a `City(String name, String country)` record is written as. */
interface City {
  name: string;
  country: string;
}

/** call().entity(new ParameterizedTypeReference<List<Record>>() {}): a list of records. */
export default scenario({
  script: [{ text: '[{"name": "Paris", "country": "France"}, {"name": "Rome", "country": "Italy"}]' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    // ParameterizedTypeReference<List<City>> has no counterpart: a BeanOutputConverter over the
    // JSON schema of List<City> (docs/migration/structured-output.md), whose entity is the parsed JSON.
    const cities = (await chatClient.prompt()
      .user('Name two capital cities in Europe.')
      .call()
      .entity(new BeanOutputConverter<City[]>({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'array',
        items: {
          type: 'object',
          properties: { country: { type: 'string' }, name: { type: 'string' } },
          required: ['country', 'name'],
          additionalProperties: false,
        },
      })))!;

    const names: string[] = [];
    for (const city of cities) {
      names.push(city.name + ' (' + city.country + ')');
    }
    context.outcome.entity(names);
    context.outcome.put('size', cities.length);
  },
});
