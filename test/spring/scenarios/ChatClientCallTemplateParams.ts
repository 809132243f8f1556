import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** call() with a system template and a user template, each with its own parameters. */
export default scenario({
  script: [{ text: 'Le musée des Confluences.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .system((s) => s.text('You are a {role}. Answer in {language}, in at most {limit} words.')
        .param('role', 'travel guide')
        .param('language', 'French')
        .param('limit', 20))
      .user((u) => u.text('Suggest one {thing} to visit in {city}.').param('thing', 'museum').param('city', 'Lyon'))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
