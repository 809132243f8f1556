import { ChatClient, ListOutputConverter } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** A ListOutputConverter used directly, and the same converter through call().entity(converter). */
export default scenario({
  script: [{ text: 'Vanilla, Chocolate , Strawberry,Mint ,  Pistachio' }, { text: 'Mercury, Venus, Earth, Mars' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const converter = new ListOutputConverter();

    const answer = await chatClient.prompt()
      .user((u) => u.text('List five {subject}.\n{format}')
        .param('subject', 'ice cream flavors')
        .param('format', converter.getFormat()))
      .call()
      .content();
    const flavors = converter.convert(answer!);

    const planets = await chatClient.prompt().user('List the inner planets.').call().entity(converter);

    context.outcome.put('format', converter.getFormat());
    context.outcome.text(answer);
    context.outcome.entity(flavors);
    context.outcome.put('planets', planets);
  },
});
