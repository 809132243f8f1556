import { ChatClient, MapOutputConverter } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** A MapOutputConverter used directly: its format, and the map it reads from a fenced JSON answer. */
export default scenario({
  script: [{ text: '```json\n{"numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9], "meta": {"count": 9, "source": "counting"}}\n```' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter = new MapOutputConverter();

    const answer = await chatClient.prompt()
      .user((u) => u.text('Provide me a List of {subject}\n{format}')
        .param('subject', "an array of numbers from 1 to 9 under the key name 'numbers'")
        .param('format', converter.getFormat()))
      .call()
      .content();
    const result = converter.convert(answer!);

    context.outcome.put('format', converter.getFormat());
    context.outcome.text(answer);
    context.outcome.entity(result);
    context.outcome.put('numbers', result.get('numbers'));
    context.outcome.put('nested', result.get('meta'));
  },
});
