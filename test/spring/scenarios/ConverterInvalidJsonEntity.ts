import { ChatClient, JavaType, RuntimeException } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

@JavaType()
class Answer {
  constructor(private readonly _value: string) {}

  value(): string {
    return this._value;
  }
}

/** An answer that is not JSON: what call().entity(Record.class) throws. */
export default scenario({
  script: [{ text: 'Sorry, I cannot answer that.' }],
  expected: [
    { at: 'outcome:exception.message', doc: 'docs/DIFFERENCES.md#unparsable-structured-output-reports-javascripts-parser-message', why: "JSON.parse's SyntaxError text instead of Jackson's" },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    try {
      const answer = (await chatClient.prompt().user('Answer in JSON.').call().entity(Answer))!;
      context.outcome.text(answer.value());
    } catch (ex) {
      if (!(ex instanceof RuntimeException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
