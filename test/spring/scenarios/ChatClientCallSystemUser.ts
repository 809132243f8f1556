import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** A system text and a user text through ChatClient.call(), the answer and its usage. */
export default scenario({
  script: [{ text: 'Hello, Ada.', tokens: { prompt: 12, completion: 4 } }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const response = (await chatClient.prompt()
      .system('You are a terse assistant.')
      .user('Say hello to Ada.')
      .call()
      .chatResponse())!;

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.usage(response.getMetadata().getUsage());
  },
});
