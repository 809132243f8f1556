import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * mutate() of a built client: the copy gets another default system text, default options and a
 * default user text; the original keeps its own. Both are called.
 */
export default scenario({
  script: [{ text: 'Ahoy, Grace!' }, { text: 'Good day, Alan.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const original = ChatClient.builder(chatModel)
      .defaultSystem('You are a polite assistant.')
      .defaultOptions(MiniMaxChatOptions.builder().temperature(0.3).maxTokens(50).build())
      .build();

    const pirate = original.mutate()
      .defaultSystem('You are a pirate.')
      .defaultOptions(MiniMaxChatOptions.builder().temperature(0.9).build())
      .defaultUser((u) => u.text('Greet {name}.').param('name', 'Grace'))
      .build();

    const fromPirate = await pirate.prompt().call().content();
    const fromOriginal = await original.prompt().user('Greet Alan.').call().content();

    context.outcome.put('pirate', fromPirate);
    context.outcome.put('original', fromOriginal);
  },
});
