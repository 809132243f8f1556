import { ChatClient, MimeTypeUtils } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** A user text with an image URL as media: what MiniMax gets for it. */
export default scenario({
  script: [{ text: 'A cat.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const image = new URL('https://example.com/cat.png');
    const answer = await chatClient.prompt()
      .user((u) => u.text('What is in this picture?').media(MimeTypeUtils.IMAGE_PNG, image))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
