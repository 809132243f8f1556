import { ChatClient, SimpleLoggerAdvisor } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * SimpleLoggerAdvisor, default and built with its own order, on a call and on a stream: it changes
 * neither the request nor the answer.
 */
export default scenario({
  script: [{ text: 'Try Dune.', tokens: { prompt: 20, completion: 4 } }, { text: 'Try Emma by Jane Austen.', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const loggerAdvisor = SimpleLoggerAdvisor.builder().order(5).build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You are a librarian.')
      .defaultAdvisors(new SimpleLoggerAdvisor())
      .build();

    const response = (await chatClient.prompt()
      .user('Recommend a book.')
      .advisors(loggerAdvisor)
      .call()
      .chatResponse())!;

    const pieces = await chatClient.prompt()
      .user('Recommend another book.')
      .stream()
      .content()
      .collectList();

    context.outcome.text(response.getResult()!.getOutput().getText());
    context.outcome.usage(response.getMetadata().getUsage());
    context.outcome.put('pieces', pieces);
    context.outcome.put('name', loggerAdvisor.getName());
    context.outcome.put('orders', [new SimpleLoggerAdvisor().getOrder(), loggerAdvisor.getOrder()]);
  },
});
