import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** ChatClient.stream().content(): the pieces as they arrive, and the whole text. */
export default scenario({
  script: [{ text: 'One, two, three, four, five.', chunks: 4 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel).defaultSystem('Answer in one line.').build();

    const pieces = await chatClient.prompt()
      .user('Count to five.')
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
  },
});
