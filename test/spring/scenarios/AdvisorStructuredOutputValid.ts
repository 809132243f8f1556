import { ChatClient, JavaType, StructuredOutputValidationAdvisor } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class City {
  constructor(private readonly _name: string, private readonly _country: string) {}

  name(): string {
    return this._name;
  }

  country(): string {
    return this._country;
  }
}

/** StructuredOutputValidationAdvisor with entity(): the first answer is valid, one request. */
export default scenario({
  script: [{ text: '{"name": "Paris", "country": "France"}' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);
    const validationAdvisor = StructuredOutputValidationAdvisor.builder()
      .outputType(City)
      .build();

    const city = (await chatClient.prompt()
      .user('Name the capital of France.')
      .advisors(validationAdvisor)
      .call()
      .entity(City))!;

    context.outcome.put('city', [city.name(), city.country()]);
    context.outcome.put('name', validationAdvisor.getName());
    context.outcome.put('order', validationAdvisor.getOrder());
  },
});
