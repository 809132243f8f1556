import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * A client with a default system template and a default user text: one request keeps both
 * (adding system parameters), one replaces them with its own system and user texts.
 */
export default scenario({
  script: [{ text: 'And the octopus has three hearts, folks!' }, { text: 'Banana.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem((s) => s.text('You speak like {persona}. Today is {day}.').param('day', 'Monday'))
      .defaultUser('Tell me a fun fact.')
      .build();

    const withDefaults = await chatClient.prompt()
      .system((s) => s.params(new Map([['persona', 'a sports commentator']])))
      .call()
      .content();

    const overridden = await chatClient.prompt()
      .system('You answer with one word.')
      .user((u) => u.text('Name a {colour} fruit.').param('colour', 'yellow'))
      .call()
      .content();

    context.outcome.put('withDefaults', withDefaults);
    context.outcome.put('overridden', overridden);
  },
});
