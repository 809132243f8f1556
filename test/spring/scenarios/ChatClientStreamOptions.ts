import { ChatClient } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/** stream() with default options and per-request options that override some of them. */
export default scenario({
  script: [{ text: 'Red, green, blue', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').temperature(0.5).build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultOptions(MiniMaxChatOptions.builder().topP(0.8).seed(7).maskSensitiveInfo(false).build())
      .build();

    const pieces = await chatClient.prompt()
      .system('Reply with a list.')
      .user('Name three colours.')
      .options(MiniMaxChatOptions.builder()
        .seed(11)
        .frequencyPenalty(0.1)
        .presencePenalty(0.2)
        .maxTokens(64)
        .stop(['.'])
        .build())
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
  },
});
