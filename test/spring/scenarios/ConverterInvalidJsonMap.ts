import { ChatClient, MapOutputConverter, MessageConversionException } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** An answer that is not JSON: what a MapOutputConverter throws for it. */
export default scenario({
  script: [{ text: 'Sorry, no map today.' }],
  expected: [
    { at: 'outcome:exception.message', doc: 'docs/DIFFERENCES.md#unparsable-structured-output-reports-javascripts-parser-message', why: "JSON.parse's SyntaxError text instead of Jackson's" },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter = new MapOutputConverter();
    const text = await chatClient.prompt()
      .user((u) => u.text('Describe Venus.\n{format}').param('format', converter.getFormat()))
      .call()
      .content();
    context.outcome.text(text);
    try {
      const map = converter.convert(text!);
      context.outcome.entity(map);
    } catch (ex) {
      if (!(ex instanceof MessageConversionException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
