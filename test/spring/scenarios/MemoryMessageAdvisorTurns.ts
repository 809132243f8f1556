import { ChatClient, ChatMemory, IllegalArgumentException, InMemoryChatMemoryRepository, MessageChatMemoryAdvisor, MessageWindowChatMemory } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

/**
 * MessageChatMemoryAdvisor over a window of four messages: two called turns and a streamed one in
 * one conversation, the history each request carries and the memory after the last turn; a call
 * without a conversation id fails.
 */
export default scenario({
  script: [{ text: 'Nice to meet you, Ada.' }, { text: 'London is lovely.' }, { text: 'You are Ada and you live in London.', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatMemory: ChatMemory = MessageWindowChatMemory.builder()
      .chatMemoryRepository(new InMemoryChatMemoryRepository())
      .maxMessages(4)
      .build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You remember what the user tells you.')
      .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
      .build();

    const first = await chatClient.prompt()
      .user('My name is Ada.')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'ada'))
      .call()
      .content();
    const second = await chatClient.prompt()
      .user('I live in London.')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'ada'))
      .call()
      .content();
    const third = await chatClient.prompt()
      .user('What is my name and where do I live?')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'ada'))
      .stream()
      .content()
      .collectList();

    context.outcome.put('answers', [first, second, third.join('')]);
    context.outcome.memory(await chatMemory.get('ada'));

    try {
      await chatClient.prompt().user('Who am I?').call().content();
    } catch (ex) {
      if (!(ex instanceof IllegalArgumentException)) throw ex;
      context.outcome.exception(ex);
    }
  },
});
