import { ChatClient, JavaType, RuntimeException, StructuredOutputValidationAdvisor } from 'spring-ai-ts';
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
 * StructuredOutputValidationAdvisor with one repeat attempt and two invalid answers: what call()
 * gives when the attempts run out.
 */
export default scenario({
  script: [{ text: '{"name": "Lima"}' }, { text: '{"city": "Lima", "country": "Peru"}' }],
  expected: [
    { at: 'wire:message messages[0].content', doc: 'docs/DIFFERENCES.md#structured-output-validation-errors-are-worded-by-ajv', why: 'the missing-property error in the retry is ajv\'s' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(
        StructuredOutputValidationAdvisor.builder().outputType(City).maxRepeatAttempts(1).build())
      .build();

    try {
      const response = (await chatClient.prompt()
        .user('Name the capital of Peru as JSON.')
        .call()
        .chatResponse())!;
      context.outcome.text(response.getResult()!.getOutput().getText());
    } catch (ex) {
      if (!(ex instanceof RuntimeException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
