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

/**
 * StructuredOutputValidationAdvisor with entity(): the first answer is not JSON, the second lacks
 * a property, the third is valid; each retry carries the validation error in the user message.
 */
export default scenario({
  expected: [
    { at: 'wire:message messages[0].content', doc: 'docs/DIFFERENCES.md#structured-output-validation-errors-are-worded-by-ajv', why: 'the retries carry ajv\'s and JavaScript\'s error texts' },
  ],
  script: [{ text: 'Tokyo, Japan' }, { text: '{"name": "Tokyo"}' }, { text: '{"name": "Tokyo", "country": "Japan"}' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(StructuredOutputValidationAdvisor.builder().outputType(City).build())
      .build();

    const city = (await chatClient.prompt().user('Name the capital of Japan.').call().entity(City))!;

    context.outcome.put('city', [city.name(), city.country()]);
  },
});
